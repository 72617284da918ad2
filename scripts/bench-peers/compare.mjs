// Medians and the side-by-side rows of `npm run bench`'s peers tables.

/** The median of some runs (the lower middle one when their number is even). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** 'median (min–max)' of some runs, in whole units. */
export function summary(values, unit = 'ms') {
  const sorted = [...values].sort((a, b) => a - b);
  const range = sorted.length > 1 ? ` (${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)})` : '';
  return `${median(values).toFixed(0)} ${unit}${range}`;
}

/**
 * How Stride compares with a peer on a figure where less is better (time, memory): 'N× faster'
 * (or 'less') when the peer's median is the larger, 'N× slower' ('more') when it is the smaller.
 */
export function ratio(strideValues, peerValues, [better, worse] = ['faster', 'slower']) {
  const stride = median(strideValues);
  const peer = median(peerValues);
  if (!(stride > 0) || !(peer > 0)) return 'n/a';
  return peer >= stride
    ? `${(peer / stride).toFixed(1)}× ${better}`
    : `${(stride / peer).toFixed(1)}× ${worse}`;
}

/** One row of a side-by-side table: the figure, Stride's and the peer's runs, and the ratio. */
export function pairRow(figure, peerName, strideValues, peerValues, unit = 'ms') {
  const words = unit === 'ms' ? ['faster', 'slower'] : ['less', 'more'];
  return {
    figure,
    Stride: summary(strideValues, unit),
    peer: peerName,
    'peer figure': summary(peerValues, unit),
    'Stride vs peer': ratio(strideValues, peerValues, words),
  };
}
