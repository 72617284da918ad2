import { zodResolver } from '@hookform/resolvers/zod';
import type {
  EmailTemplate,
  EmailTemplateDraft,
  EmailTemplateFormOutput,
  EmailTemplatePayload,
  EmailTemplateSummary,
} from '@stride/domain';
import {
  emailTemplateFormSchema,
  pictureExtensions,
  pictureFileRule,
  emailHtmlOf,
  emailTemplateDraftOf,
  emailTemplateVariables,
  emptyEmailTemplateDraft,
  placeholderOf,
  variablesIn,
} from '@stride/domain';
import type { Editor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Actions, Form, Section } from '../../components/form-layout.styles';
import { checkPickedFile } from '../../files/picked-file';
import { Button } from '../../primitives/Button/Button';
import { FieldError } from '../../primitives/TextField/TextField.styles';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor';
import { ConditionalsGuide } from './ConditionalsGuide';
import { EmailTemplateFields } from './EmailTemplateFields';
import { EmailImage } from './email-image';
import { EmailPreview } from './EmailPreview';

const imageAccept = pictureExtensions.map((extension) => `.${extension}`).join(',');

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** What the editor holds before it is saved: the fields and the body's HTML. */
export type EmailTemplateEditorDraft = EmailTemplateDraft & { body: string };

export type EmailTemplateEditorProps = {
  /** The stored template; absent for a new one. @default undefined */
  template?: EmailTemplate;
  /** A kept draft to start from instead of the stored template. @default undefined */
  defaultDraft?: EmailTemplateEditorDraft;
  /** Called with the fields and body after each change the user makes (to keep a draft). @default undefined */
  onDraftChange?: (draft: EmailTemplateEditorDraft) => void;
  /** Templates of type header and footer, offered as this template's header and footer. @default [] */
  headersAndFooters?: readonly EmailTemplateSummary[];
  /** Saves the template; a rejection keeps the draft as it is. */
  onSave: (template: EmailTemplatePayload) => Promise<unknown>;
  /** Sends the saved template to a test address. */
  onSendPreview: (email: string) => Promise<unknown>;
  /** Uploads an image and resolves with its public address. */
  onUploadImage: (image: File) => Promise<string>;
  /** Leaves the editor. @default undefined */
  onCancel?: () => void;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/** Defined once: a new array each render would hand tiptap new options. */
const emailExtensions = [EmailImage];
const isDocument = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';

/**
 * The email template editor (docs/product/automations.md) on tiptap: fields, variables as placeholders,
 * header and footer, uploaded images, a guide on conditionals, a sanitised preview and a preview
 * send. Saves the editor's JSON document as `template` and the inlined email HTML as `html`.
 */
export function EmailTemplateEditor({
  template,
  defaultDraft,
  onDraftChange,
  headersAndFooters = [],
  onSave,
  onSendPreview,
  onUploadImage,
  onCancel,
  ...rest
}: EmailTemplateEditorProps) {
  const saved = template !== undefined;
  const [defaultValues] = useState<EmailTemplateDraft>(() => {
    if (!defaultDraft) return template ? emailTemplateDraftOf(template) : emptyEmailTemplateDraft;
    const { body: _body, ...fields } = defaultDraft;
    return fields;
  });
  const {
    control,
    handleSubmit,
    watch,
    formState: { isValid, isSubmitting },
  } = useForm<EmailTemplateDraft, unknown, EmailTemplateFormOutput>({
    resolver: zodResolver(emailTemplateFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const draft = useWatch({ control }) as EmailTemplateDraft;
  const [body, setBody] = useState('');
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string>();
  const editor = useRef<Editor | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const html = useMemo(() => emailHtmlOf(body), [body]);
  // The body is loaded into tiptap once it is ready; only changes after that are the user's.
  const loaded = useRef(false);
  const touched = useRef(false);
  useEffect(() => {
    const subscription = watch(() => {
      touched.current = true;
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  const changeBody = (html: string) => {
    if (loaded.current) touched.current = true;
    setBody(html);
  };

  useEffect(() => {
    if (touched.current) onDraftChange?.({ ...draft, body });
    // Reported when the draft changes, not when the callback's identity does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, body]);

  const ready = (instance: Editor) => {
    editor.current = instance;
    // A kept draft, else the stored document, is the source; html is only what it renders to.
    const content = defaultDraft
      ? defaultDraft.body
      : template && isDocument(template.template)
        ? (template.template as object)
        : (template?.html ?? '');
    if (content) instance.commands.setContent(content, { emitUpdate: true });
    loaded.current = true;
  };

  const insert = (content: string | object) => editor.current?.chain().focus().insertContent(content).run();

  const upload = async (image: File | undefined) => {
    if (!image) return;
    setUploading(true);
    try {
      // A file that is not a picture (by name or by content), empty or too large is never uploaded (ADR 0094).
      const check = await checkPickedFile(image, pictureFileRule);
      setImageError(check.ok ? undefined : check.message);
      if (!check.ok) return;
      insert({ type: 'image', attrs: { src: await onUploadImage(image), alt: image.name } });
    } catch {
      // The caller reports the failure; the document is left as it was.
    } finally {
      setUploading(false);
      if (imageInput.current) imageInput.current.value = '';
    }
  };

  const save = async (fields: EmailTemplateFormOutput) => {
    const payload: EmailTemplatePayload = {
      ...fields,
      ...(template ? { id: template.id } : {}),
      template: editor.current?.getJSON() ?? null,
      html,
      variables: variablesIn(`${fields.subject} ${body}`),
    };
    await onSave(payload).catch(() => undefined);
  };

  return (
    <Form
      aria-label={saved ? `Email template ${template.title}` : 'New email template'}
      noValidate
      onSubmit={handleSubmit(save)}
      {...rest}
    >
      <EmailTemplateFields
        control={control}
        saved={saved}
        type={draft.type}
        headersAndFooters={headersAndFooters}
      />
      <Section>
        <Tools role="toolbar" aria-label="Variables">
          {emailTemplateVariables.map((variable) => (
            <Button
              key={variable}
              type="button"
              variant="ghost"
              size="small"
              aria-label={`Insert ${variable}`}
              onClick={() => insert(placeholderOf(variable))}
            >
              {placeholderOf(variable)}
            </Button>
          ))}
          <Button
            type="button"
            variant="secondary"
            size="small"
            loading={uploading}
            onClick={() => imageInput.current?.click()}
          >
            Insert image
          </Button>
          <input
            ref={imageInput}
            type="file"
            accept={imageAccept}
            hidden
            aria-label="Image file"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </Tools>
        {imageError ? <FieldError role="alert">{imageError}</FieldError> : null}
        <RichTextEditor
          label="Email body"
          value={body}
          onValueChange={changeBody}
          extensions={emailExtensions}
          onEditorReady={ready}
        />
        <ConditionalsGuide />
      </Section>
      <EmailPreview subject={draft.subject} html={html} onSend={saved ? onSendPreview : undefined} />
      <Actions>
        <Button type="submit" disabled={!isValid || isSubmitting} loading={isSubmitting}>
          Save
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
