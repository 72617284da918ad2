export { NumberTiles } from './NumberTiles';
export type { NumberTilesProps, NumberTile } from './NumberTiles';
