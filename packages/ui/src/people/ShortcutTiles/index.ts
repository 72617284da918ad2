export { ShortcutTiles } from './ShortcutTiles';
