import type { RenderLink } from './render-link';

/**
 * For stories and tests: a link that behaves like a router link (no page load), reporting where it
 * would go. Clicking a plain anchor would navigate the story's frame away.
 */
export function inPageLink(onNavigate?: (href: string) => void): RenderLink {
  return function InPageLink({ href, onClick, ...props }) {
    return (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
          onNavigate?.(href);
        }}
      />
    );
  };
}
