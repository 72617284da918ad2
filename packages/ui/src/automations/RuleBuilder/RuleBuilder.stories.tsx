import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { CustomRule, Rule } from '@stride/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { RuleBuilderProps } from './RuleBuilder';
import { RuleBuilder } from './RuleBuilder';
import { automationTypeArgType, automationUserTypeArgType } from '../../storybook/arg-types';

function Controlled(props: RuleBuilderProps) {
  const [rules, setRules] = useState<Rule[]>([...props.value]);
  const [custom, setCustom] = useState<CustomRule[]>([...(props.customRules ?? [])]);
  return (
    <RuleBuilder
      {...props}
      value={rules}
      customRules={custom}
      onValueChange={(next) => {
        setRules(next);
        props.onValueChange(next);
      }}
      onCustomRulesChange={(next) => {
        setCustom(next);
        props.onCustomRulesChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/RuleBuilder',
  tags: ['autodocs'],
  argTypes: { automationType: automationTypeArgType, userType: automationUserTypeArgType },
  component: RuleBuilder,
  args: {
    automationType: 'cron',
    userType: 'parents',
    value: [],
    onValueChange: fn(),
    onCustomRulesChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RuleBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (scope: HTMLElement, label: string, optionName: string) => {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }));
};

export const Default: Story = {};

/** Add rule, pick Email and type a value: the rule is reported (a test: the Default story stays untouched). */
export const AddAnEmailRule: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    const row = canvas.getByRole('group', { name: 'Rule 1' });
    await choose(row, 'Field', 'Email');
    await expect(within(row).getByRole('combobox', { name: 'Comparison' })).toHaveTextContent('=');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Value' }), 'ann@example.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      { field: 'users.email', comparison: '=', value: 'ann@example.com', time_unit: null, event_value: null },
    ]);
  },
};

export const TimestampFieldTakesLessOrEqual: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    const row = canvas.getByRole('group', { name: 'Rule 1' });
    await choose(row, 'Field', 'Account created at');
    await expect(within(row).getByRole('combobox', { name: 'Comparison' })).toHaveTextContent('<=');
    await userEvent.type(within(row).getByRole('spinbutton', { name: 'Amount' }), '2');
    await choose(row, 'Before', 'this week');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      {
        field: 'users.created_at',
        comparison: '<=',
        value: '2',
        time_unit: 'weeks',
        event_value: 'this_week',
      },
    ]);
  },
};

export const ComparisonChangeClearsTheValue: Story = {
  tags: ['!dev', '!autodocs'],
  args: { value: [{ field: 'users.first_name', comparison: '=', value: 'Ann' }] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Rule 1' });
    await expect(within(row).getByRole('textbox', { name: 'Value' })).toHaveValue('Ann');
    await choose(row, 'Comparison', '!=');
    await expect(within(row).getByRole('textbox', { name: 'Value' })).toHaveValue('');
    await choose(row, 'Comparison', 'is_null');
    await expect(within(row).queryByRole('textbox', { name: 'Value' })).toBeNull();
    await choose(row, 'Comparison', 'is_not_null');
    await expect(within(row).queryByRole('textbox', { name: 'Value' })).toBeNull();
    await choose(row, 'Comparison', 'in');
    await expect(within(row).getByRole('textbox', { name: 'Value' })).toHaveAccessibleDescription(
      'Comma separated',
    );
  },
};

export const ChoiceAndEventFields: Story = {
  args: { automationType: 'event', userType: 'per_school' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    const row = canvas.getByRole('group', { name: 'Rule 1' });
    await choose(row, 'Field', 'Event');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Event' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'SCHOOL_LAUNCHED',
      'SCHOOL_SENT_INVITE_EMAILS',
      'SCHOOL_NEW_TERM',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'SCHOOL_LAUNCHED' }));
    await choose(row, 'Field', 'School type');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Value' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'COUNCIL',
      'INDEPENDENT',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const CustomRules: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add custom rule' }));
    const row = canvas.getByRole('group', { name: 'Custom rule 1' });
    await choose(row, 'Custom rule', 'actions_log_check');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Value' }), 'invite_sent');
    await expect(args.onCustomRulesChange).toHaveBeenLastCalledWith([
      { custom_selection: 'actions_log_check', value: 'invite_sent' },
    ]);
    await userEvent.click(within(row).getByRole('button', { name: 'Remove custom rule 1' }));
    await expect(args.onCustomRulesChange).toHaveBeenLastCalledWith([]);
  },
};

export const DisabledWithoutTypes: Story = {
  tags: ['!dev', '!autodocs'],
  args: { automationType: '', userType: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add rule' })).toBeDisabled();
    await expect(canvas.getByText('Choose an automation type and a user type to add rules.')).toBeVisible();
  },
};
