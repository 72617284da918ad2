import { useMemo, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { sanitiseHtml } from './sanitise-html';

export type SafeHtmlProps = {
  /** HTML from the server; it is sanitised before it is rendered. */
  html: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'>;

const Root = styled.div`
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.color.text.accent};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/** Renders server HTML after sanitising it: the only way the console shows HTML it did not write. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <Root {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
