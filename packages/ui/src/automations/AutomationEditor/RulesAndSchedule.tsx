import { memo } from 'react';
import type { Control } from 'react-hook-form';
import { useFormState, useWatch } from 'react-hook-form';
import type { AutomationFormValues } from '@stride/domain';
import { launchScheduled } from '@stride/domain';
import { Section } from '../../primitives/FormSections/form-sections.styles';
import { RuleBuilder } from '../RuleBuilder/RuleBuilder';
import { SchedulePicker } from '../SchedulePicker/SchedulePicker';
import type { AutomationUpdate } from './EditorBasics';

type SectionProps = {
  control: Control<AutomationFormValues>;
  /** Applies a change of several fields at once (AutomationEditor's `update`). */
  update: AutomationUpdate;
};

/**
 * The automation's rules. It watches only the fields it shows, so typing elsewhere in the editor does
 * not draw it again.
 */
export const RulesSection = memo(function RulesSection({ control, update }: SectionProps) {
  const [automationType, userType, rules, customRules] = useWatch({
    control,
    name: ['automation_type', 'user_type', 'rules', 'custom_rules'],
  });
  return (
    <Section aria-labelledby="automation-rules">
      <h3 id="automation-rules">Rules</h3>
      <RuleBuilder
        automationType={automationType}
        userType={userType}
        value={rules}
        onValueChange={(next) => update((form) => ({ ...form, rules: next }))}
        customRules={customRules}
        onCustomRulesChange={(custom) => update((form) => ({ ...form, custom_rules: custom }))}
      />
    </Section>
  );
});

/**
 * When the automation launches, and its next launches. It watches only its own fields and problems
 * (its upcoming launches are worked out again only when the schedule changes).
 */
export const ScheduleSection = memo(function ScheduleSection({
  control,
  update,
  now,
}: SectionProps & { now?: Date }) {
  const [automationType, mode, options, repeating, frequency] = useWatch({
    control,
    name: ['automation_type', 'when_to_launch', 'date_options', 'repeating', 'frequency'],
  });
  const { errors } = useFormState({
    control,
    name: ['when_to_launch', 'date_options', 'repeating', 'frequency'],
  });
  const scheduled = launchScheduled(automationType);
  const shown = { frequency: errors.frequency?.message, repeating: errors.repeating?.message };
  return (
    <Section aria-labelledby="automation-schedule">
      <h3 id="automation-schedule">Schedule</h3>
      <SchedulePicker
        value={{ mode, options, repeating, frequency }}
        onValueChange={(schedule) =>
          update((form) => ({
            ...form,
            when_to_launch: schedule.mode,
            date_options: schedule.options,
            repeating: schedule.repeating,
            frequency: schedule.frequency,
          }))
        }
        errors={
          scheduled
            ? {
                ...shown,
                mode: errors.when_to_launch?.message,
                months: errors.date_options?.months?.message,
                weeks: errors.date_options?.weeks?.message,
                weekdays: errors.date_options?.weekdays?.message,
                time: errors.date_options?.time?.message,
                dates: errors.date_options?.dates?.message,
              }
            : shown
        }
        disabled={!scheduled}
        now={now}
      />
    </Section>
  );
});
