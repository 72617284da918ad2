export { Tile } from './Tile';
export type { TileProps } from './Tile';
