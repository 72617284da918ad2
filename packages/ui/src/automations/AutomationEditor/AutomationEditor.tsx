import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { AutomationFormValues, ContentType, ExecuteResult, PreviewFlag } from '@stride/domain';
import {
  automationFormSchema,
  canPreview,
  canSaveAutomation,
  contentUsesTemplate,
  emptyAutomationForm,
  launchQuestion,
  sendTestOffered,
} from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { Modal, ModalClose } from '../../primitives/Modal/Modal';
import { Sections } from '../../primitives/FormSections/form-sections.styles';
import type { AutomationUpdate, TemplateOption } from './EditorBasics';
import { EditorBasics } from './EditorBasics';
import { LaunchPanel } from './LaunchPanel';
import type { OrganisationChoices } from './OrganisationPicker';
import { OrganisationPicker } from './OrganisationPicker';
import type { PreviewAnswer } from './PreviewPanel';
import { PreviewPanel } from './PreviewPanel';
import { RulesSection, ScheduleSection } from './RulesAndSchedule';

export type AutomationEditorProps = {
  /** Whether the editor is open (controlled). */
  open: boolean;
  /** Called by Cancel and after a successful save. */
  onOpenChange: (open: boolean) => void;
  /**
   * The automation being edited; a new one starts empty.
   * @default emptyAutomationForm
   */
  defaultValues?: AutomationFormValues;
  /**
   * 'launch' is the manual-launch modal: the editor plus Launch with a row limit.
   * @default 'edit'
   */
  purpose?: 'edit' | 'launch';
  /** The templates of the chosen content type. @default [] */
  templates?: readonly TemplateOption[];
  /**
   * The templates of the chosen content type are still loading: a saved template id is checked against
   * `templates` only once they are there.
   * @default false
   */
  templatesLoading?: boolean;
  /** Called when the content type changes, so the caller can load its templates. @default undefined */
  onContentTypeChange?: (contentType: ContentType | '', userType: string) => void;
  /** Schools, groups and councils for the organisation selector. */
  organisations: OrganisationChoices;
  /** Saves; a rejected promise keeps the editor open with what was typed. */
  onSave: (values: AutomationFormValues) => Promise<unknown>;
  onPreview: (values: AutomationFormValues, flag: PreviewFlag) => Promise<PreviewAnswer>;
  onSendTest: (values: AutomationFormValues, recipient: string) => Promise<unknown>;
  /** Called with the whole form after each change the user makes (to keep a draft). @default undefined */
  onValuesChange?: (values: AutomationFormValues) => void;
  /** Launches a manual automation (purpose 'launch'). @default undefined */
  onLaunch?: (values: AutomationFormValues, limitRows: number | null) => Promise<ExecuteResult>;
  /** The moment the schedule's next launches count from. @default new Date() */
  now?: Date;
  /** Writes copied preview rows to the clipboard. @default navigator.clipboard.writeText */
  copyText?: (text: string) => Promise<void>;
};

// The editor's sections are drawn again only when what they are given changes: each watches its own
// fields, so a key typed in one field does not draw the whole editor again (its rules, its schedule's
// upcoming launches, its organisation lists).
const Basics = memo(EditorBasics);
const Organisations = memo(OrganisationPicker);
const Preview = memo(PreviewPanel);
const Launch = memo(LaunchPanel);
const noTemplates: readonly TemplateOption[] = [];

/**
 * The automation editor (1150 wide): basics, organisations, rules, schedule, preview, test, and for
 * manual automations Launch. Cancel, Escape, an outside click and the close button all ask to close
 * (`onOpenChange(false)`); the page asks first when there are unsaved changes (ADR 0096, 0100).
 */
export function AutomationEditor({
  open,
  onOpenChange,
  defaultValues = emptyAutomationForm,
  purpose = 'edit',
  templates = noTemplates,
  templatesLoading = false,
  onContentTypeChange,
  organisations,
  onSave,
  onPreview,
  onSendTest,
  onLaunch,
  onValuesChange,
  now,
  copyText,
}: AutomationEditorProps) {
  const saved = defaultValues.id !== undefined;
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    watch,
    formState: { isSubmitted, isSubmitting },
  } = useForm<AutomationFormValues>({
    resolver: zodResolver(automationFormSchema),
    defaultValues,
    // A saved automation is checked as it opens and as it changes: what it lacks is said at once.
    mode: saved ? 'onChange' : 'onSubmit',
  });
  // What the editor itself shows: its title and whether Save is offered (the sections watch their own).
  const [id, automationName, automationType, userType, contentType, repeating, templateId] = useWatch({
    control,
    name: ['id', 'name', 'automation_type', 'user_type', 'content_type', 'repeating', 'content_template_id'],
  });
  const { field: organisationIds } = useController({ control, name: 'organization_ids' });
  const { field: selectionType } = useController({ control, name: 'selection_type' });
  const reported = useRef({ contentType: defaultValues.content_type, userType: defaultValues.user_type });
  const updating = useRef(false);

  /** Reports the whole form after a change the user made; a new user or content type also on its own. */
  const report = useCallback(() => {
    const current = getValues();
    onValuesChange?.(current);
    const { contentType, userType } = reported.current;
    if (current.content_type === contentType && current.user_type === userType) return;
    reported.current = { contentType: current.content_type, userType: current.user_type };
    onContentTypeChange?.(current.content_type, current.user_type);
  }, [getValues, onValuesChange, onContentTypeChange]);

  useEffect(() => {
    const { unsubscribe } = watch((_, { name }) => {
      if (name !== undefined && !updating.current) report();
    });
    return unsubscribe;
  }, [watch, report]);

  useEffect(() => {
    if (saved) void trigger();
  }, [saved, trigger]);

  // How many rows the last preview counted: the reach Launch names. Any change to the form forgets it.
  const [reach, setReach] = useState<number | null>(null);
  useEffect(() => {
    const { unsubscribe } = watch(() => setReach(null));
    return unsubscribe;
  }, [watch]);

  // A saved template that is not among its audience's templates is no choice: the Template says it is missing.
  useEffect(() => {
    if (templatesLoading || templateId === '' || !contentUsesTemplate(contentType)) return;
    if (templates.some((template) => template.value === templateId)) return;
    setValue('content_template_id', '');
    void trigger('content_template_id');
  }, [templates, templatesLoading, templateId, contentType, setValue, trigger]);

  /** A change of several fields at once, reported once; once a save showed problems, they follow it. */
  const update = useCallback<AutomationUpdate>(
    (next) => {
      const current = getValues();
      const changed = next(current);
      updating.current = true;
      for (const key of Object.keys(changed) as (keyof AutomationFormValues)[])
        if (changed[key] !== current[key]) setValue(key, changed[key], { shouldDirty: true });
      updating.current = false;
      report();
      if (isSubmitted || saved) void trigger();
    },
    [getValues, setValue, report, isSubmitted, saved, trigger],
  );

  const preview = useCallback(
    (flag: PreviewFlag) =>
      onPreview(getValues(), flag).then((answer) => {
        setReach(answer.total);
        return answer;
      }),
    [onPreview, getValues],
  );
  const sendTest = useCallback(
    (recipient: string) => onSendTest(getValues(), recipient),
    [onSendTest, getValues],
  );
  const launch = useMemo(
    () =>
      purpose === 'launch' && onLaunch ? (limit: number | null) => onLaunch(getValues(), limit) : undefined,
    [purpose, onLaunch, getValues],
  );

  // Previews and Send Test need a user type and a content type.
  const previewReady = canPreview({ user_type: userType, content_type: contentType });

  const save = handleSubmit(async (form) => {
    try {
      await onSave(form);
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the draft stays as typed.
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="tools"
      title={
        purpose === 'launch' ? `Launch ${automationName}` : id ? `Edit ${automationName}` : 'New automation'
      }
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button
            loading={isSubmitting}
            disabled={
              !canSaveAutomation({
                automation_type: automationType,
                user_type: userType,
                content_type: contentType,
                repeating,
              })
            }
            onClick={() => void save()}
          >
            Save
          </Button>
        </>
      }
    >
      <Sections>
        <Basics control={control} update={update} templates={templates} />
        <Organisations
          choices={organisations}
          value={organisationIds.value}
          onValueChange={organisationIds.onChange}
          selectionType={selectionType.value}
          onSelectionTypeChange={selectionType.onChange}
        />
        <RulesSection control={control} update={update} />
        <ScheduleSection control={control} update={update} now={now} />
        <Preview
          enabled={previewReady}
          surveyData={userType === 'stap_data'}
          onPreview={preview}
          copyText={copyText}
        />
        <Launch
          testOffered={sendTestOffered(contentType)}
          testReady={previewReady}
          onSendTest={sendTest}
          onLaunch={launch}
          launchQuestion={launchQuestion(userType, reach)}
        />
      </Sections>
    </Modal>
  );
}
