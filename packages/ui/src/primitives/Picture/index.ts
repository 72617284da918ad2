export { Picture } from './Picture';
export type { PictureProps } from './Picture';
