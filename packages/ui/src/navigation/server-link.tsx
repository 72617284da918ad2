import type { ServerLink } from '@stride/domain';
import type { ReactElement, ReactNode } from 'react';
import { renderAnchor, type RenderLink } from './render-link';

/**
 * A link the server gave, as `serverLink` read it (docs/product/layout.md, `layout.links.*`): a web
 * address opens in a new tab, a console path goes through `renderLink` (the console's router), and an
 * address that may not be a link (null) shows its text alone, with no link.
 */
export function renderServerLink(
  link: ServerLink | null,
  children: ReactNode,
  renderLink: RenderLink = renderAnchor,
): ReactElement {
  if (link === null) return <span>{children}</span>;
  if (link.kind === 'console') return renderLink({ href: link.path, children });
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
