import { useState } from 'react';
import type {
  AutomationFormValues,
  ContentType,
  ExecuteResult,
  PreviewFlag,
  ScheduleField,
} from '@stride/domain';
import {
  automationFormSchema,
  canPreview,
  canSaveAutomation,
  emptyAutomationForm,
  launchScheduled,
  sendTestOffered,
} from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { Modal, ModalClose } from '../../primitives/Modal/Modal';
import { RuleBuilder } from '../RuleBuilder/RuleBuilder';
import { SchedulePicker } from '../SchedulePicker/SchedulePicker';
import { Section, Sections } from './AutomationEditor.styles';
import type { TemplateOption } from './EditorBasics';
import { EditorBasics } from './EditorBasics';
import { LaunchPanel } from './LaunchPanel';
import type { OrganisationChoices } from './OrganisationPicker';
import { OrganisationPicker } from './OrganisationPicker';
import type { PreviewAnswer } from './PreviewPanel';
import { PreviewPanel } from './PreviewPanel';

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

type Errors = Partial<Record<string, string>>;

/** The schema's problems by field: 'name', 'date_options.months' ... */
function problemsOf(values: AutomationFormValues): Errors {
  const result = automationFormSchema.safeParse(values);
  const errors: Errors = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

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
  templates = [],
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
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const scheduled = launchScheduled(values.automation_type);

  const change = (next: AutomationFormValues) => {
    if (next.content_type !== values.content_type || next.user_type !== values.user_type)
      onContentTypeChange?.(next.content_type, next.user_type);
    setValues(next);
    onValuesChange?.(next);
    // Once a save showed problems, they follow what is typed.
    if (Object.keys(errors).length > 0) setErrors(problemsOf(next));
  };

  const save = async () => {
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await onSave(values);
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the draft stays as typed.
    } finally {
      setSaving(false);
    }
  };

  const scheduleErrors: Partial<Record<ScheduleField | 'repeating', string>> = {
    mode: errors.when_to_launch,
    months: errors['date_options.months'],
    weeks: errors['date_options.weeks'],
    weekdays: errors['date_options.weekdays'],
    time: errors['date_options.time'],
    dates: errors['date_options.dates'],
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="tools"
      title={
        purpose === 'launch' ? `Launch ${values.name}` : values.id ? `Edit ${values.name}` : 'New automation'
      }
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button loading={saving} disabled={!canSaveAutomation(values)} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <Sections>
        <EditorBasics values={values} onChange={change} errors={errors} templates={templates} />
        <OrganisationPicker
          choices={organisations}
          value={values.organization_ids}
          onValueChange={(ids) => change({ ...values, organization_ids: ids })}
          selectionType={values.selection_type}
          onSelectionTypeChange={(type) => change({ ...values, selection_type: type })}
        />
        <Section aria-labelledby="automation-rules">
          <h3 id="automation-rules">Rules</h3>
          <RuleBuilder
            automationType={values.automation_type}
            userType={values.user_type}
            value={values.rules}
            onValueChange={(rules) => change({ ...values, rules })}
            customRules={values.custom_rules}
            onCustomRulesChange={(custom) => change({ ...values, custom_rules: custom })}
          />
        </Section>
        <Section aria-labelledby="automation-schedule">
          <h3 id="automation-schedule">Schedule</h3>
          <SchedulePicker
            value={{
              mode: values.when_to_launch,
              options: values.date_options,
              repeating: values.repeating,
              frequency: values.frequency,
            }}
            onValueChange={(schedule) =>
              change({
                ...values,
                when_to_launch: schedule.mode,
                date_options: schedule.options,
                repeating: schedule.repeating,
                frequency: schedule.frequency,
              })
            }
            errors={scheduled ? scheduleErrors : {}}
            disabled={!scheduled}
            now={now}
          />
        </Section>
        <PreviewPanel
          enabled={canPreview(values)}
          surveyData={values.user_type === 'stap_data'}
          onPreview={(flag) => onPreview(values, flag)}
          copyText={copyText}
        />
        <LaunchPanel
          testOffered={sendTestOffered(values.content_type)}
          testReady={canPreview(values)}
          onSendTest={(recipient) => onSendTest(values, recipient)}
          onLaunch={purpose === 'launch' && onLaunch ? (limit) => onLaunch(values, limit) : undefined}
        />
      </Sections>
    </Modal>
  );
}
