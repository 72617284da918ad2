export { HomeTiles } from './HomeTiles';
