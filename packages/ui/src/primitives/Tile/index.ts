export { Tile } from './Tile';
