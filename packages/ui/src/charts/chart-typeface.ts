/** How long a chart waits for its typeface at most: a font that never comes still leaves a chart. */
const typefaceWaitMs = 3000;

/**
 * Resolves once `font` (a CSS font shorthand) has loaded, has failed to load, or `waitMs` has passed;
 * at once where the browser has no font loading API.
 *
 * ApexCharts measures its labels when it draws and places them by those measures. Drawn while the
 * design's typeface is still loading (it is shown with `font-display: swap`), a chart lays its axes out
 * for the fallback font and keeps that layout once Inter arrives: labels a pixel or two off, a first
 * visit's chart unlike every later one. Charts therefore wait for this before they draw.
 */
export function typefaceLoaded(
  fonts: Pick<FontFaceSet, 'load'> | undefined,
  font: string,
  waitMs = typefaceWaitMs,
): Promise<void> {
  if (!fonts) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    fonts.load(font).then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
