import { Spinner } from '@stride/ui';
import styled from 'styled-components';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** While a lazily loaded screen (or the admin's confirmed details) arrives: the whole page is busy. */
export function PageLoading() {
  return (
    <Centre aria-busy="true">
      <Spinner size="large" label="Loading the console" />
    </Centre>
  );
}
