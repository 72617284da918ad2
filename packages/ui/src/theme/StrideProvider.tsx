import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';
import './typefaces';

export type StrideProviderProps = {
  /** The application or story to theme. */
  children: ReactNode;
};

/** Provides the Stride theme and global styles. Wrap the console and every story in it once. */
export function StrideProvider({ children }: StrideProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
