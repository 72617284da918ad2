import { Button } from '@stride/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
  > * {
    justify-self: stretch;
  }
  > :first-child {
    justify-self: start;
  }
`;

/** The logs screens: a way back to /members/automations above their content (spec 2 §2). */
export function LogsLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Stack>
      <Button variant="ghost" onClick={() => navigate('/members/automations')}>
        Back to automations
      </Button>
      {children}
    </Stack>
  );
}
