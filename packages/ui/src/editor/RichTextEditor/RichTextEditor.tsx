import { EditorContent, useEditor, useEditorState, type Editor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { containedMarkup } from '../../primitives/SafeHtml/contained-markup';
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
  /** Nodes and marks beside StarterKit (the email editor's images). @default [] */
  extensions?: Extensions;
  /** Receives the tiptap editor once, for callers that insert content or read its JSON document. @default undefined */
  onEditorReady?: (editor: Editor) => void;
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
  min-width: 0;
  /* What is written or pasted (code, a long link) keeps to the field, never widens the form. */
  .tiptap {
    contain: inline-size;
    ${containedMarkup}
    min-height: ${({ theme }) => theme.size.control.large};
    padding: ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
    outline: none;
  }
  .tiptap:focus {
    border-color: ${({ theme }) => theme.color.border.focus};
  }
  &[data-invalid] .tiptap {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
  /* Code being written wraps: the field does not scroll sideways under the caret. */
  .tiptap pre {
    white-space: pre-wrap;
  }
  .tiptap p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** The marks and blocks the toolbar offers, as tiptap commands. */
const tools = [
  { label: 'Bold', mark: 'bold', run: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  { label: 'Italic', mark: 'italic', run: (editor: Editor) => editor.chain().focus().toggleItalic().run() },
  {
    label: 'Bulleted list',
    mark: 'bulletList',
    run: (editor: Editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    mark: 'orderedList',
    run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run(),
  },
] as const;

/**
 * A rich-text field on tiptap (StarterKit): bold, italic and lists, writing HTML. It is only ever
 * imported through `@stride/ui/editor`, so tiptap loads with the editor routes and nowhere else.
 */
const noExtensions: Extensions = [];

export function RichTextEditor({
  label,
  value,
  onValueChange,
  error,
  extensions = noExtensions,
  onEditorReady,
  ...rest
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  // The HTML this editor reported since the last outside value: a render may still carry an older
  // one of them while the user types on, and that must not reset the content (it would drop keys).
  const emitted = useRef(new Set([value]));
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), ...extensions],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current.add(html);
      onValueChange(html);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(tools.map((tool) => [tool.mark, current?.isActive(tool.mark) ?? false])),
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed) onEditorReady?.(editor);
    // Once per editor: a new callback identity must not hand the editor over again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const attributes = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
    };
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, error, labelId, errorId]);

  // A value set from outside (a loaded draft or template) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (emitted.current.has(value)) {
      // Renders arrive in order: what the editor reported before this value cannot come back.
      for (const html of emitted.current) {
        if (html === value) break;
        emitted.current.delete(html);
      }
      return;
    }
    emitted.current = new Set([value]);
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Root {...rest}>
      <FieldLabel as="span" id={labelId}>
        {label}
      </FieldLabel>
      <Toolbar role="toolbar" aria-label={`${label} formatting`}>
        {tools.map((tool) => (
          <Button
            key={tool.label}
            type="button"
            variant="ghost"
            size="small"
            aria-pressed={active?.[tool.mark] ?? false}
            onClick={() => editor && tool.run(editor)}
          >
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
