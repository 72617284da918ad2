import type { ComponentPropsWithoutRef } from 'react';
import type { AutomationType, AutomationUserType, CustomRule, Rule } from '@stride/domain';
import { canAddRule, customRules, emptyRule } from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { Hint, Root, RowGroup, Toolbar } from './RuleBuilder.styles';
import { RuleRow } from './RuleRow';

export type RuleBuilderProps = {
  /** The automation type; rules need one (and event types add the Event field). */
  automationType: AutomationType | '';
  /** The user type whose field catalogue the rules query. */
  userType: AutomationUserType | '';
  /** The rules (controlled). */
  value: readonly Rule[];
  /** Called with the rules after every change. */
  onValueChange: (rules: Rule[]) => void;
  /**
   * Custom rules (actions_log_check, new_user) with their values.
   * @default []
   */
  customRules?: readonly CustomRule[];
  /**
   * Called with the custom rules after a change.
   * @default undefined
   */
  onCustomRulesChange?: (rules: CustomRule[]) => void;
} & Omit<ComponentPropsWithoutRef<'div'>, 'onChange'>;

/** The rows of rules an automation selects its audience with, and its custom rules. */
export function RuleBuilder({
  automationType,
  userType,
  value,
  onValueChange,
  customRules: custom = [],
  onCustomRulesChange,
  ...rest
}: RuleBuilderProps) {
  const ready = canAddRule(automationType, userType);
  const replace = (index: number, rule: Rule) =>
    onValueChange(value.map((item, at) => (at === index ? rule : item)));
  const replaceCustom = (index: number, rule: CustomRule) =>
    onCustomRulesChange?.(custom.map((item, at) => (at === index ? rule : item)));

  return (
    <Root {...rest}>
      {!ready && <Hint>Choose an automation type and a user type to add rules.</Hint>}
      {userType !== '' &&
        value.map((rule, index) => (
          <RuleRow
            // Rules have no id; a row's place is its identity while editing.
            key={index}
            position={index + 1}
            rule={rule}
            automationType={automationType}
            userType={userType}
            disabled={!ready}
            onChange={(next) => replace(index, next)}
            onRemove={() => onValueChange(value.filter((_, at) => at !== index))}
          />
        ))}
      {onCustomRulesChange &&
        custom.map((rule, index) => (
          <RowGroup key={`custom-${index}`} role="group" aria-label={`Custom rule ${index + 1}`}>
            <Select
              label="Custom rule"
              options={customRules.map((name) => ({ value: name, label: name }))}
              value={rule.custom_selection}
              disabled={!ready}
              onValueChange={(name) =>
                replaceCustom(index, { ...rule, custom_selection: name as CustomRule['custom_selection'] })
              }
            />
            <TextField
              label="Value"
              value={rule.value == null ? '' : String(rule.value)}
              disabled={!ready}
              onValueChange={(text) => replaceCustom(index, { ...rule, value: text })}
            />
            <Button
              variant="ghost"
              size="small"
              disabled={!ready}
              onClick={() => onCustomRulesChange(custom.filter((_, at) => at !== index))}
              aria-label={`Remove custom rule ${index + 1}`}
            >
              Remove
            </Button>
          </RowGroup>
        ))}
      <Toolbar>
        <Button variant="secondary" disabled={!ready} onClick={() => onValueChange([...value, emptyRule])}>
          Add rule
        </Button>
        {onCustomRulesChange && (
          <Button
            variant="secondary"
            disabled={!ready}
            onClick={() => onCustomRulesChange([...custom, { custom_selection: 'new_user', value: '' }])}
          >
            Add custom rule
          </Button>
        )}
      </Toolbar>
    </Root>
  );
}
