import { Spinner } from '@stride/ui';
import styled from 'styled-components';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** While a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <Centre>
      <Spinner size="large" label="Loading the console" />
    </Centre>
  );
}
