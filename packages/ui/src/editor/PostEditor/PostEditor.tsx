import { zodResolver } from '@hookform/resolvers/zod';
import {
  postCategories,
  postFormMessages,
  postFormSchemaFor,
  postLimits,
  templateTypes,
  type PostEditorOffers,
  type PostForm,
} from '@stride/domain';
import { useEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormCheckbox, FormSelect, FormTextField } from '../../components/form-fields';
import { NoticeCard } from '../../notices/NoticeCard/NoticeCard';
import { Alert } from '../../primitives/Alert/Alert';
import { failureOf, type ShownFailure } from '../../primitives/ErrorState/detailed-error';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { Select } from '../../primitives/Select/Select';
import { ToggleGroup } from '../../primitives/ToggleGroup/ToggleGroup';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor';
import { PostAttachments } from './PostAttachments';
import { PostAudience, type AudienceOptions } from './PostAudience';
import { Fields, Fieldset, Footer, Layout, Row, SendArea } from './PostEditor.styles';
import { PostPoll } from './PostPoll';
import { previewCard } from './post-preview';

export type PostEditorProps = {
  /** The post the editor opens with: a new one, a stored post or template, or a kept draft. */
  defaultValue: PostForm;
  /** Told the whole form on every change (the console keeps it as a draft). @default undefined */
  onValueChange?: (form: PostForm) => void;
  /**
   * What the admin may choose, `postEditorOffers` of their role: schools (across the platform or
   * among their own), transport modes, 'Send notification?' and 'Use School front image'.
   * @default none of them (a school admin's editor)
   */
  offers?: PostEditorOffers;
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
  /**
   * The schools, years or groups could not be loaded, in words for the admin: the audience shows
   * 'Error occured' with it and Retry instead of empty choices, and Send does not go out.
   * @default undefined
   */
  audienceError?: string;
  /** That failure in technical words, behind 'Technical details'. @default undefined */
  audienceErrorDetail?: string;
  /** Loads the audience again (the Retry of `audienceError`). @default undefined */
  onAudienceRetry?: () => void;
} & AudienceOptions &
  Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'defaultValue'>;

const noOffers: PostEditorOffers = {
  picksSchools: false,
  picksAcrossPlatform: false,
  picksModes: false,
  sendsNotifications: false,
  usesSchoolFrontImage: false,
};

const notSent = 'The post was not sent';
const audienceNotLoaded = 'The audience could not be loaded. Retry it above, then send.';

const typeItems = [
  { value: 'NOTICE', label: 'Notice' },
  { value: 'POLL', label: 'Poll' },
];

/**
 * The post editor (docs/product/notices.md): a notice or a poll with its category, audience, options, event
 * date, attachments and a live preview. Sending checks the rules of `postFormSchema` ('Please fill
 * in all required fields' on each failing field, the focus on the first) and asks first while
 * uploads still run. What was typed stays when a rule fails or the send rejects.
 */
export function PostEditor({
  defaultValue,
  onValueChange,
  offers = noOffers,
  viewerId,
  onSend,
  onUpload,
  onCancel,
  mode = 'post',
  schoolOptions,
  years,
  groups,
  audienceError,
  audienceErrorDetail,
  onAudienceRetry,
  ...rest
}: PostEditorProps) {
  const template = mode === 'template';
  // A sender who picks target schools names at least one for a post (a template is kept without).
  const picksSchools = offers.picksSchools && !template;
  const schema = useMemo(() => postFormSchemaFor({ picksSchools }), [picksSchools]);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<PostForm>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaultValue, saveAsTemplate: template || defaultValue.saveAsTemplate },
  });
  const form = useWatch({ control }) as PostForm;
  const [uploading, setUploading] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  // One send at a time: a second click arrives before the first one's render.
  const busy = useRef(false);
  // A failed send is shown beside Send, where the admin is, and takes the focus (it is also announced).
  const failureRef = useRef<HTMLDivElement>(null);
  const sendAreaRef = useRef<HTMLDivElement>(null);
  const schoolsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!failure) return;
    sendAreaRef.current?.scrollIntoView({ block: 'nearest' });
    failureRef.current?.focus({ preventScroll: true });
  }, [failure]);
  const poll = form.type === 'POLL';

  useEffect(() => {
    if (!onValueChange) return;
    const subscription = watch((values) => onValueChange({ ...(values as PostForm) }));
    return () => subscription.unsubscribe();
  }, [watch, onValueChange]);

  /** Sets the fields that differ (the audience rules and the poll switch change several at once). */
  const set = (fields: Partial<PostForm>) => {
    for (const [name, value] of Object.entries(fields) as [keyof PostForm, PostForm[keyof PostForm]][])
      if (JSON.stringify(getValues(name)) !== JSON.stringify(value))
        setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  async function send(values: PostForm) {
    if (busy.current) return;
    busy.current = true;
    setConfirming(false);
    setSending(true);
    setFailure(null);
    try {
      await onSend({ ...values, saveAsTemplate: template || values.saveAsTemplate });
    } catch (error) {
      setFailure(failureOf(error, 'The post could not be sent.'));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  // The audience's own refusal goes once the audience has loaded (Retry).
  const shownFailure = failure?.message === audienceNotLoaded && !audienceError ? null : failure;

  const check = handleSubmit(
    (values) => {
      if (uploading > 0) setConfirming(true);
      else return send(values);
    },
    // The first broken rule's field takes the focus; the schools have no field of the form's own.
    (broken) => {
      if (Object.keys(broken).every((name) => name === 'schools'))
        schoolsRef.current?.querySelector<HTMLElement>('input:not([aria-hidden="true"]), button')?.focus();
    },
  );

  return (
    <form
      noValidate
      aria-label={template ? 'Notice template' : 'Post'}
      onSubmit={(event) => {
        // Never sent to an audience that failed to load: the admin retries it first.
        if (!audienceError) return void check(event);
        event.preventDefault();
        setFailure({ message: audienceNotLoaded });
      }}
      {...rest}
    >
      <Layout>
        <Fields>
          {Object.keys(errors).length ? (
            <Alert variant="error" role="alert">
              {postFormMessages.required}
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
          <FormSelect
            control={control}
            name="category"
            label="Category"
            options={postCategories.map((category) => ({ value: category, label: category }))}
          />
          <FormTextField
            control={control}
            name="title"
            label={poll ? 'Question' : 'Title'}
            maxLength={poll ? postLimits.pollQuestion : undefined}
            required={poll || form.isEvent}
          />
          {poll ? null : (
            <Row>
              <FormCheckbox control={control} name="isEvent" label="Event" />
              {form.isEvent ? (
                <FormTextField control={control} name="date" label="Event date" type="date" required />
              ) : null}
            </Row>
          )}
          <Controller
            control={control}
            name="message"
            render={({ field, fieldState }) => (
              <RichTextEditor
                label={poll ? 'Description' : 'Message'}
                value={field.value}
                onValueChange={field.onChange}
                onEditorReady={(editor) => field.ref({ focus: () => editor.commands.focus() })}
                error={fieldState.error?.message}
              />
            )}
          />
          {poll ? (
            <PostPoll
              control={control}
              answers={form.answers}
              onAnswersChange={(answers) => set({ answers })}
            />
          ) : null}
          <PostAttachments
            images={form.images}
            // The form's list now (setValue has it at once), not the one this render drew.
            onImagesChange={(change) => set({ images: change(getValues('images') ?? []) })}
            onUpload={onUpload}
            onUploadingChange={setUploading}
          />
          <PostAudience
            form={form}
            onFormChange={set}
            offers={offers}
            schoolOptions={schoolOptions}
            years={years}
            groups={groups}
            schoolsError={errors.schools?.message}
            schoolsRef={schoolsRef}
            error={audienceError}
            errorDetail={audienceErrorDetail}
            onRetry={onAudienceRetry}
          />
          <Fieldset>
            <legend>Options</legend>
            <FormCheckbox control={control} name="important" label="Important" />
            <FormCheckbox control={control} name="allow_comments" label="Allow comments" />
            {offers.sendsNotifications ? (
              <FormCheckbox control={control} name="sendNotification" label="Send notification?" />
            ) : null}
            {offers.usesSchoolFrontImage && template ? (
              <FormCheckbox control={control} name="useSchoolFrontImage" label="Use School front image" />
            ) : null}
          </Fieldset>
          <Fieldset>
            <legend>Template</legend>
            {template ? null : (
              <FormCheckbox control={control} name="saveAsTemplate" label="Save as template" />
            )}
            {template || form.saveAsTemplate ? (
              <>
                <FormTextField
                  control={control}
                  name="template_title"
                  label="Template title"
                  required
                  maxLength={postLimits.templateTitle}
                />
                <Controller
                  control={control}
                  name="template_type"
                  render={({ field }) => (
                    <Select
                      label="Template type"
                      options={templateTypes.map((type) => ({ value: String(type.id), label: type.label }))}
                      value={String(field.value)}
                      onValueChange={(type) => field.onChange(Number(type))}
                    />
                  )}
                />
              </>
            ) : null}
          </Fieldset>
          <SendArea ref={sendAreaRef}>
            {shownFailure ? (
              <div ref={failureRef} tabIndex={-1}>
                <Alert variant="error" title={notSent} detail={shownFailure.detail}>
                  {shownFailure.message}
                </Alert>
              </div>
            ) : null}
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
          </SendArea>
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
        onConfirm={() => send(getValues())}
      />
    </form>
  );
}
