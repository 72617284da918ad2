import type { ComponentPropsWithoutRef } from 'react';

/**
 * A link of a markdown file from `docs/` as a Storybook page shows it. Web addresses, in-page anchors
 * and Storybook paths (`?path=…`) stay links; a link to another file of the repository (an ADR,
 * architecture.md) cannot open inside Storybook, so it shows as its text with the file's path on hover.
 */
function DocsLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (/^(https?:|mailto:|#|\?)/.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const path = new URL(href, 'https://repository.invalid/docs/').pathname.slice(1);
  // The docs page's type sizes a bare span apart from its paragraph; it reads as the words around it.
  return (
    <span title={path} style={{ font: 'inherit' }}>
      {children}
    </span>
  );
}

/** Options of addon-docs' `<Markdown>` for a file from `docs/`. */
export const docsMarkdownOptions = { overrides: { a: DocsLink } };
