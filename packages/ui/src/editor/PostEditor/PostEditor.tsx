import {
  postCategories,
  postFormErrors,
  postFormMessages,
  postLimits,
  templateTypes,
  type PostForm,
  type Role,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { NoticeCard } from '../../notices/NoticeCard/NoticeCard';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { ToggleGroup } from '../../primitives/ToggleGroup/ToggleGroup';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor';
import { PostAttachments } from './PostAttachments';
import { PostAudience, type AudienceOptions } from './PostAudience';
import { Fields, Fieldset, Footer, Layout, Row } from './PostEditor.styles';
import { PostPoll } from './PostPoll';
import { previewCard } from './post-preview';

export type PostEditorProps = {
  /** The post being written (controlled: the console keeps it as a draft). */
  value: PostForm;
  onValueChange: (form: PostForm) => void;
  /** The signed-in admin's role: schools, transport modes and 'Send notification?' depend on it. */
  role: Role;
  /** The signed-in admin's user id (the preview card is theirs). */
  viewerId: number;
  /** Sends the post, or stores the template; the draft is kept when it rejects. */
  onSend: (form: PostForm) => Promise<unknown>;
  /** Uploads one attachment; resolves with its address. */
  onUpload: (file: Blob, fileName: string) => Promise<string>;
  /** Leaves the editor. @default undefined */
  onCancel?: () => void;
  /** `template`: the editor stores a notice template (title and type asked, no sending). @default 'post' */
  mode?: 'post' | 'template';
} & AudienceOptions &
  Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const typeItems = [
  { value: 'NOTICE', label: 'Notice' },
  { value: 'POLL', label: 'Poll' },
];

/**
 * The post editor (spec 3 §2, §5): a notice or a poll with its category, audience, options, event
 * date, attachments and a live preview. Sending checks the rules ('Please fill in all required
 * fields') and asks first while uploads still run.
 */
export function PostEditor({
  value: form,
  onValueChange,
  role,
  viewerId,
  onSend,
  onUpload,
  onCancel,
  mode = 'post',
  schools,
  years,
  groups,
  ...rest
}: PostEditorProps) {
  const [invalid, setInvalid] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const template = mode === 'template';
  const set = (fields: Partial<PostForm>) => onValueChange({ ...form, ...fields });
  const poll = form.type === 'POLL';
  const errorOf = (field: string) => (invalid.includes(field) ? postFormMessages.required : undefined);

  const toSend = () => ({ ...form, saveAsTemplate: template || form.saveAsTemplate });

  async function send() {
    setConfirming(false);
    setSending(true);
    setFailure(null);
    try {
      await onSend(toSend());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  function submit() {
    const errors = postFormErrors(toSend());
    setInvalid(errors);
    if (errors.length) return;
    if (uploading > 0) setConfirming(true);
    else void send();
  }

  return (
    <form
      noValidate
      aria-label={template ? 'Notice template' : 'Post'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      {...rest}
    >
      <Layout>
        <Fields>
          {invalid.length ? (
            <Alert variant="error" role="alert">
              {postFormMessages.required}
            </Alert>
          ) : null}
          {failure ? (
            <Alert variant="error" role="alert" title="The post was not sent">
              {failure}
            </Alert>
          ) : null}
          <ToggleGroup
            label="Post type"
            items={typeItems}
            value={form.type}
            onValueChange={(type) =>
              set(type === 'POLL' ? { type: 'POLL', category: 'poll', isEvent: false } : { type: 'NOTICE' })
            }
          />
          <Select
            label="Category"
            options={postCategories.map((category) => ({ value: category, label: category }))}
            value={form.category}
            onValueChange={(category) => set({ category: category as PostForm['category'] })}
          />
          <TextField
            label={poll ? 'Question' : 'Title'}
            value={form.title}
            maxLength={poll ? postLimits.pollQuestion : undefined}
            required={poll || form.isEvent}
            error={errorOf('title')}
            onValueChange={(title) => set({ title })}
          />
          {poll ? null : (
            <Row>
              <Checkbox
                label="Event"
                checked={form.isEvent}
                onCheckedChange={(on) => set({ isEvent: on === true })}
              />
              {form.isEvent ? (
                <TextField
                  label="Event date"
                  type="date"
                  required
                  value={form.date}
                  error={errorOf('date')}
                  onValueChange={(date) => set({ date })}
                />
              ) : null}
            </Row>
          )}
          <RichTextEditor
            label={poll ? 'Description' : 'Message'}
            value={form.message}
            error={errorOf('message')}
            onValueChange={(message) => set({ message })}
          />
          {poll ? (
            <PostPoll
              answers={form.answers}
              invalid={invalid}
              requiredMessage={postFormMessages.required}
              onAnswersChange={(answers) => set({ answers })}
            />
          ) : null}
          <PostAttachments
            images={form.images}
            onImagesChange={(images) => set({ images })}
            onUpload={onUpload}
            onUploadingChange={setUploading}
          />
          <PostAudience
            form={form}
            onFormChange={onValueChange}
            role={role}
            schools={schools}
            years={years}
            groups={groups}
          />
          <Fieldset>
            <legend>Options</legend>
            <Checkbox
              label="Important"
              checked={form.important}
              onCheckedChange={(on) => set({ important: on === true })}
            />
            <Checkbox
              label="Allow comments"
              checked={form.allow_comments}
              onCheckedChange={(on) => set({ allow_comments: on === true })}
            />
            {role === 'SUPERADMIN' ? (
              <Checkbox
                label="Send notification?"
                checked={form.sendNotification}
                onCheckedChange={(on) => set({ sendNotification: on === true })}
              />
            ) : null}
            {role === 'SUPERADMIN' && template ? (
              <Checkbox
                label="Use School front image"
                checked={form.useSchoolFrontImage}
                onCheckedChange={(on) => set({ useSchoolFrontImage: on === true })}
              />
            ) : null}
          </Fieldset>
          <Fieldset>
            <legend>Template</legend>
            {template ? null : (
              <Checkbox
                label="Save as template"
                checked={form.saveAsTemplate}
                onCheckedChange={(on) => set({ saveAsTemplate: on === true })}
              />
            )}
            {template || form.saveAsTemplate ? (
              <>
                <TextField
                  label="Template title"
                  required
                  maxLength={postLimits.templateTitle}
                  value={form.template_title}
                  error={errorOf('template_title')}
                  onValueChange={(template_title) => set({ template_title })}
                />
                <Select
                  label="Template type"
                  options={templateTypes.map((type) => ({ value: String(type.id), label: type.label }))}
                  value={String(form.template_type)}
                  onValueChange={(type) => set({ template_type: Number(type) as PostForm['template_type'] })}
                />
              </>
            ) : null}
          </Fieldset>
          <Footer>
            {onCancel ? (
              <Button type="button" variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" loading={sending}>
              {template ? 'Save template' : 'Send'}
            </Button>
          </Footer>
        </Fields>
        <section aria-label="Preview">
          <NoticeCard card={previewCard(form, viewerId)} viewerId={viewerId} preview />
        </section>
      </Layout>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={postFormMessages.uploading}
        confirmLabel={postFormMessages.sendAnyway}
        cancelLabel={postFormMessages.waitForUploads}
        onConfirm={send}
      />
    </form>
  );
}
