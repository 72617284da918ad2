/**
 * How a list's fixed-layout columns share its width, and the narrowest the list may be so that no
 * column is narrower than its content needs (its header, a fit column's widest cell). Below that
 * width the list does not squeeze its columns: it keeps the width and its box scrolls sideways.
 */
export type ColumnWidth =
  /** A share of the table's width (`width: '20%'`), never below `min` pixels. */
  | { kind: 'share'; share: number; min: number }
  /** A width in pixels (a fit column, the row actions). */
  | { kind: 'fixed'; width: number }
  /** No width of its own: the `rest` columns share what the others leave, each at least `min`. */
  | { kind: 'rest'; min: number };

/** What a column's `width` option asks for: a share for a percentage, else nothing (the rest). */
export function shareOf(width: string | undefined): number | undefined {
  const percent = width?.trim().match(/^(\d+(?:\.\d+)?)%$/);
  return percent ? Number(percent[1]) / 100 : undefined;
}

/** What the `rest` columns get at a table width of `width` pixels. */
function restAt(width: number, columns: readonly ColumnWidth[]): number {
  return columns.reduce(
    (left, column) =>
      column.kind === 'fixed'
        ? left - column.width
        : column.kind === 'share'
          ? left - Math.max(column.share * width, column.min)
          : left,
    width,
  );
}

/** The narrowest table width (whole pixels) at which every column has at least its minimum. */
export function listMinWidth(columns: readonly ColumnWidth[]): number {
  const rest = columns.filter((column) => column.kind === 'rest');
  const restNeeds = rest.length * Math.max(0, ...rest.map((column) => column.min));
  const fits = (width: number) => restAt(width, columns) >= restNeeds - 0.5;
  // Every column at its minimum is a lower bound; what the rest gets only grows with the width.
  let low = columns.reduce(
    (sum, column) =>
      sum + (column.kind === 'fixed' ? column.width : column.kind === 'share' ? column.min : 0),
    restNeeds,
  );
  if (fits(low)) return Math.ceil(low);
  let high = low * 2;
  for (let tries = 0; !fits(high) && tries < 20; tries += 1) high *= 2;
  while (high - low > 0.5) {
    const middle = (low + high) / 2;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return Math.ceil(high);
}
