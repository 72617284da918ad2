import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { FieldError, FieldLabel } from '../../primitives/TextField/TextField.styles';

export type RichTextEditorProps = {
  /** The visible label, also the editing area's accessible name. */
  label: string;
  /** The HTML (controlled). */
  value: string;
  /** Called with the new HTML on every change. */
  onValueChange: (html: string) => void;
  /** A validation message under the editor. @default undefined */
  error?: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'onChange'>;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Area = styled.div`
  .tiptap {
    min-height: ${({ theme }) => theme.size.control.large};
    padding: ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
    outline: none;
  }
  .tiptap:focus { border-color: ${({ theme }) => theme.color.border.focus}; }
  &[data-invalid] .tiptap { border-color: ${({ theme }) => theme.color.border.danger}; }
  .tiptap p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

/** The marks and blocks the toolbar offers, as tiptap commands. */
const tools = [
  { label: 'Bold', mark: 'bold', run: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  { label: 'Italic', mark: 'italic', run: (editor: Editor) => editor.chain().focus().toggleItalic().run() },
  { label: 'Bulleted list', mark: 'bulletList', run: (editor: Editor) => editor.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', mark: 'orderedList', run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run() },
] as const;

/**
 * A rich-text field on tiptap (StarterKit): bold, italic and lists, writing HTML. It is only ever
 * imported through `@stride/ui/editor`, so tiptap loads with the editor routes and nowhere else.
 */
export function RichTextEditor({ label, value, onValueChange, error, ...rest }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  // The HTML this editor last reported: a value that differs from it came from outside.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false })],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      emitted.current = current.isEmpty ? '' : current.getHTML();
      onValueChange(emitted.current);
    },
  });
  const active = useEditorState({ editor, selector: ({ editor: current }) => Object.fromEntries(tools.map((tool) => [tool.mark, current?.isActive(tool.mark) ?? false])) });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const attributes = { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}) };
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, error, labelId, errorId]);

  // A value set from outside (a loaded draft or template) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Root {...rest}>
      <FieldLabel as="span" id={labelId}>{label}</FieldLabel>
      <Toolbar role="toolbar" aria-label={`${label} formatting`}>
        {tools.map((tool) => (
          <Button key={tool.label} type="button" variant="ghost" size="small" aria-pressed={active?.[tool.mark] ?? false} onClick={() => editor && tool.run(editor)}>
            {tool.label}
          </Button>
        ))}
      </Toolbar>
      <Area data-invalid={error ? true : undefined}>
        <EditorContent editor={editor} />
      </Area>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Root>
  );
}
