// The journey points gathered into cells of at most one pixel before the GPU draws them: the heatmap
// spreads every point over a kernel of `radius` pixels (a Gaussian of radius / 6), so a cell's points
// drawn as one point at their mean position, weighing as many, give the same heat. Journeys crowd
// into few pixels (the demo's 1 000 000 points fall into ~9 000 pixels at the start zoom), and on a
// machine without a GPU every point drawn is a ~100-texel sprite rasterised on the CPU.

/** Points as the heatmap layer takes them: longitude, latitude pairs and a weight each. */
export type HeatCells = {
  /** How many cells (points to draw). */
  length: number;
  /** The mean longitude, latitude of each cell's points. */
  positions: Float32Array;
  /** How many points each cell holds. */
  weights: Float32Array;
};

/** The largest grid gathered (cells over the points' bounding box); beyond it the points are drawn as they are. */
const maxGridCells = 1 << 22;
/** Web Mercator's limit: cells are sized for the highest latitude, where a degree is the most pixels. */
const maxLatitude = 85;

/** Longitude degrees of one pixel at `zoom` (Web Mercator: 512 × 2^zoom pixels round the world). */
export const degreesPerPixel = (zoom: number) => 360 / (512 * 2 ** zoom);

/**
 * `points` (longitude, latitude pairs) gathered into cells `cellDegrees` wide (longitude) and as tall
 * in pixels at the points' highest latitude (lower, a cell is shorter), each drawn at its points' mean
 * position with their count as weight. Null when gathering saves little (most cells would hold one
 * point) or the points' bounding box would need a grid larger than `maxGridCells`: draw them as they
 * are. Points with a coordinate that is not a number are left out.
 */
export function heatCells(points: Float32Array, cellDegrees: number): HeatCells | null {
  const count = Math.floor(points.length / 2);
  if (count === 0 || !(cellDegrees > 0)) return null;
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (let index = 0; index < count * 2; index += 2) {
    const longitude = points[index]!;
    const latitude = points[index + 1]!;
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
  }
  if (!(west <= east && south <= north)) return null;
  const highest = Math.min(Math.max(Math.abs(south), Math.abs(north)), maxLatitude);
  const cellWidth = cellDegrees;
  const cellHeight = cellDegrees * Math.cos((highest * Math.PI) / 180);
  const columns = Math.floor((east - west) / cellWidth) + 1;
  const rows = Math.floor((north - south) / cellHeight) + 1;
  if (columns * rows > maxGridCells) return null;

  // Pass 1: points per cell.
  const grid = new Int32Array(columns * rows);
  for (let index = 0; index < count * 2; index += 2) {
    const column = Math.floor((points[index]! - west) / cellWidth);
    const row = Math.floor((points[index + 1]! - south) / cellHeight);
    // A NaN coordinate fails both tests.
    if (column >= 0 && column < columns && row >= 0 && row < rows) grid[row * columns + column]! += 1;
  }
  let cells = 0;
  for (let cell = 0; cell < grid.length; cell += 1) if (grid[cell]! > 0) cells += 1;
  if (cells > count / 2) return null;

  // Each occupied cell gets its index (the grid now holds index + 1) and its weight.
  const weights = new Float32Array(cells);
  let next = 0;
  for (let cell = 0; cell < grid.length; cell += 1) {
    const inCell = grid[cell]!;
    if (inCell === 0) continue;
    weights[next] = inCell;
    next += 1;
    grid[cell] = next;
  }

  // Pass 2: the mean position, summed as offsets from the cell's corner (exact in doubles).
  const sums = new Float64Array(cells * 2);
  for (let index = 0; index < count * 2; index += 2) {
    const longitude = points[index]! - west;
    const latitude = points[index + 1]! - south;
    const column = Math.floor(longitude / cellWidth);
    const row = Math.floor(latitude / cellHeight);
    if (!(column >= 0 && column < columns && row >= 0 && row < rows)) continue;
    const at = (grid[row * columns + column]! - 1) * 2;
    sums[at]! += longitude;
    sums[at + 1]! += latitude;
  }
  const positions = new Float32Array(cells * 2);
  for (let cell = 0; cell < cells; cell += 1) {
    positions[cell * 2] = west + sums[cell * 2]! / weights[cell]!;
    positions[cell * 2 + 1] = south + sums[cell * 2 + 1]! / weights[cell]!;
  }
  return { length: cells, positions, weights };
}
