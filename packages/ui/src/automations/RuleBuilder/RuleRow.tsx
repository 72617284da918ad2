import type { AutomationType, AutomationUserType, Comparison, Rule } from '@stride/domain';
import {
  comparisonTakesList,
  comparisonTakesValue,
  comparisons,
  dateAnchors,
  eventsFor,
  fieldOf,
  ruleChoices,
  ruleFieldsFor,
  timeUnits,
  withComparison,
  withRuleField,
} from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { RowGroup } from './RuleBuilder.styles';

export type RuleRowProps = {
  position: number;
  rule: Rule;
  automationType: AutomationType | '';
  userType: AutomationUserType;
  disabled: boolean;
  onChange: (rule: Rule) => void;
  onRemove: () => void;
};

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const anchorLabel = (anchor: string) => anchor.replace('_', ' ');

/** One rule: field, comparison, and the value the field's kind asks for (hidden for is_null / is_not_null). */
export function RuleRow({
  position,
  rule,
  automationType,
  userType,
  disabled,
  onChange,
  onRemove,
}: RuleRowProps) {
  const field = fieldOf(userType, rule.field);
  const text =
    typeof rule.value === 'string' || typeof rule.value === 'number'
      ? String(rule.value)
      : (rule.value ?? []).join(', ');
  const setValue = (value: string) =>
    onChange({
      ...rule,
      value: comparisonTakesList(rule.comparison)
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value,
    });

  const valueInput = () => {
    if (!field || !comparisonTakesValue(rule.comparison)) return null;
    if (field.kind === 'event')
      return (
        <Select
          label="Event"
          options={plain(eventsFor(userType))}
          value={text}
          disabled={disabled}
          onValueChange={setValue}
        />
      );
    if (field.kind === 'timestamp') {
      return (
        <>
          <TextField
            label="Amount"
            type="number"
            min={0}
            value={text}
            disabled={disabled}
            onValueChange={setValue}
          />
          <Select
            label="Time unit"
            options={plain(timeUnits)}
            value={rule.time_unit ?? ''}
            disabled={disabled}
            onValueChange={(unit) => onChange({ ...rule, time_unit: unit as Rule['time_unit'] })}
          />
          <Select
            label="Before"
            options={dateAnchors.map((anchor) => ({ value: anchor, label: anchorLabel(anchor) }))}
            value={rule.event_value ?? ''}
            disabled={disabled}
            onValueChange={(anchor) => onChange({ ...rule, event_value: anchor as Rule['event_value'] })}
          />
        </>
      );
    }
    if (field.kind === 'choice' && field.choices && !comparisonTakesList(rule.comparison))
      return (
        <Select
          label="Value"
          options={plain(ruleChoices[field.choices])}
          value={text}
          disabled={disabled}
          onValueChange={setValue}
        />
      );
    const hint = comparisonTakesList(rule.comparison) ? 'Comma separated' : undefined;
    return (
      <TextField
        label="Value"
        description={hint}
        type={field.kind === 'number' && !hint ? 'number' : 'text'}
        value={text}
        disabled={disabled}
        onValueChange={setValue}
      />
    );
  };

  return (
    <RowGroup role="group" aria-label={`Rule ${position}`}>
      <Select
        label="Field"
        options={ruleFieldsFor(automationType, userType).map((option) => ({
          value: option.name,
          label: option.label,
        }))}
        value={rule.field}
        disabled={disabled}
        onValueChange={(name) => onChange(withRuleField(rule, userType, name))}
      />
      <Select
        label="Comparison"
        options={plain(comparisons)}
        value={rule.comparison}
        disabled={disabled || !field}
        onValueChange={(comparison) => onChange(withComparison(rule, comparison as Comparison))}
      />
      {valueInput()}
      <Button
        variant="ghost"
        size="small"
        disabled={disabled}
        onClick={onRemove}
        aria-label={`Remove rule ${position}`}
      >
        Remove
      </Button>
    </RowGroup>
  );
}
