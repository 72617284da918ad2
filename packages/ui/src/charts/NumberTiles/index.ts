export { NumberTiles } from './NumberTiles';
