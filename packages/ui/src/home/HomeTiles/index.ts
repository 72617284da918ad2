export { HomeTiles } from './HomeTiles';
export type { HomeTilesProps } from './HomeTiles';
