import { css } from 'styled-components';

/**
 * Where server or user markup is shown or edited (SafeHtml, the rich-text editors), it keeps to its
 * box, whatever it brings (layout.markup.never-widens): long words and links break, code and a
 * table that cannot be narrower scroll sideways in a box of their own, no-wrap text wraps, and a
 * width attribute (a newsletter's `<table width="600">`, `<hr width>`, a picture's width) is capped
 * at the box's width. The box also takes its width from its place, never from its content
 * (`contain: inline-size`, which a caller adds to its own `contain`), so nothing inside can make a
 * card, a column or the page wider.
 */
export const containedMarkup = css`
  min-width: 0;
  max-width: 100%;
  overflow-wrap: anywhere;
  pre {
    max-width: 100%;
    overflow-x: auto;
  }
  nobr,
  [nowrap] {
    white-space: normal;
  }
  table,
  hr,
  img,
  video,
  iframe {
    max-width: 100%;
  }
  img {
    height: auto;
  }
  /* A cell keeps its words whole: a table narrower than its words scrolls in its box instead. */
  table {
    overflow-wrap: break-word;
  }
  [data-table-box] {
    max-width: 100%;
    overflow-x: auto;
  }
`;
