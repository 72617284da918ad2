import { mergeAttributes, Node } from '@tiptap/react';

/** An image in an email: a block with a public address (uploaded through api/uploadFile?public=true). */
export const EmailImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});
