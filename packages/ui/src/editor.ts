// @stride/ui/editor: the components that need tiptap. Kept out of the main barrel so that only the
// routes importing this subpath (the post editor, the notice-template modal) load tiptap.
export * from './editor/RichTextEditor/RichTextEditor';
export * from './editor/PostEditor/PostEditor';
export * from './editor/EmailTemplateEditor/EmailTemplateEditor';
export * from './editor/AdminMessageForm/AdminMessageForm';
