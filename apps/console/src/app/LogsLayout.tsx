import { screens } from '@stride/domain';
import { ButtonLink } from '@stride/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { routerLink } from './router-link';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
  > * {
    justify-self: stretch;
  }
  /* The way back and any other link-button sit at their own width; lists and forms take the row. */
  > :first-child,
  > a {
    justify-self: start;
  }
`;

/** The logs and templates screens: a way back to /members/automations above their content (docs/product/automations.md). */
export function LogsLayout({ children }: { children: ReactNode }) {
  return (
    <Stack>
      <ButtonLink variant="ghost" href={screens.automations.path} renderLink={routerLink}>
        Back to automations
      </ButtonLink>
      {children}
    </Stack>
  );
}
