import { createGlobalStyle } from 'styled-components';

/** Page-wide defaults: box sizing, the sans font, canvas colour and a visible focus ring. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font.family.sans};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font['line-height'].normal};
    color: ${({ theme }) => theme.color.text.default};
    background: ${({ theme }) => theme.color.bg.canvas};
  }
  /* Text a user typed (UserText) wraps even inside one long word: nothing typed widens the page. */
  bdi { overflow-wrap: anywhere; }
  :focus-visible {
    outline: ${({ theme }) => theme.size['focus-ring']} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0s !important; transition-duration: 0s !important; }
  }
`;
