import { useLayoutEffect, useMemo, useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { containedMarkup } from './contained-markup';
import { sanitiseHtml } from './sanitise-html';

export type SafeHtmlProps = {
  /** HTML from the server; it is sanitised before it is rendered. */
  html: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * Server HTML stays inside its own box: layout and paint are contained (nothing inside is placed
 * or painted outside it, even fixed), it is its own stacking context, its width is its place's, never
 * its content's, and what is too wide scrolls (containedMarkup).
 */
const Root = styled.div`
  contain: inline-size layout paint;
  isolation: isolate;
  overflow: auto;
  ${containedMarkup}
  /* An anchor whose address was refused (no href) is text, and reads as text. */
  a[href] {
    color: ${({ theme }) => theme.color.text.accent};
  }
  [data-picture-unavailable] {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/**
 * Renders server HTML after sanitising it: the only way the console shows HTML it did not write.
 * The box is marked `data-server-html` (where the server's markup starts).
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  const box = useRef<HTMLDivElement>(null);
  // A picture of the server's that cannot be loaded is named in a tidy note, not drawn broken.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const unavailable = (image: HTMLImageElement) => {
      const note = document.createElement('span');
      note.dataset.pictureUnavailable = '';
      note.textContent = image.alt ? `Picture not available: ${image.alt}` : 'Picture not available';
      image.replaceWith(note);
    };
    for (const image of root.querySelectorAll('img'))
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) unavailable(image);
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) unavailable(event.target);
    };
    // Load errors do not bubble: the box hears them on their way down.
    root.addEventListener('error', onError, true);
    return () => root.removeEventListener('error', onError, true);
  }, [clean]);
  // What scrolls sideways in its own box (code, a wide table) takes focus while it does, so the
  // arrow keys scroll it.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () => {
      for (const scroller of root.querySelectorAll<HTMLElement>('pre, [data-table-box]')) {
        if (scroller.scrollWidth > scroller.clientWidth + 1) scroller.tabIndex = 0;
        else scroller.removeAttribute('tabindex');
      }
    };
    mark();
    const resized = new ResizeObserver(mark);
    resized.observe(root);
    return () => resized.disconnect();
  }, [clean]);
  return <Root ref={box} data-server-html="" {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
