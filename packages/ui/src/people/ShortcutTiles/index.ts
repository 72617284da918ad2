export { ShortcutTiles } from './ShortcutTiles';
export type { ShortcutTilesProps } from './ShortcutTiles';
