import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Email', onValueChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typing fills it; a huge paste stops at 255 characters (a test: the Default story stays untouched). */
export const TypeAndPaste: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('head@school.test');
    await expect(input).toHaveValue('head@school.test');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('head@school.test');
    // Every text field has a limit (ADR 0106): a huge paste stops at 255 characters.
    await userEvent.clear(input);
    await userEvent.paste('x'.repeat(300));
    await expect(input).toHaveValue('x'.repeat(255));
    await userEvent.clear(input);
    await userEvent.keyboard('head@school.test');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the password reset link to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the password reset link to this address.');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'office@stmarys.sch.uk' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('office@stmarys.sch.uk');
  },
};

/** Clearing the value reports an empty one (a test: the WithValue story stays untouched). */
export const ClearReportsAnEmptyValue: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...WithValue.args },
  play: async (context) => {
    await WithValue.play?.(context);
    const input = within(context.canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(input);
    await expect(context.args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Invalid: Story = {
  args: { label: 'Contact email', error: 'contact can not be null', description: 'Who parents write to.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Contact email' });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('contact can not be null')).toBeVisible();
    // The message is read first, then the hint.
    await expect(input).toHaveAccessibleDescription('contact can not be null Who parents write to.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The asterisk is visual only: the name stays "Email" and the requirement is announced natively.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'office@stmarys.sch.uk' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
  },
};

/** Typing in a disabled field changes nothing (a test: the Disabled story stays untouched). */
export const DisabledIgnoresTyping: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Disabled.args },
  play: async (context) => {
    await Disabled.play?.(context);
    const input = within(context.canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('office@stmarys.sch.uk');
    await expect(context.args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} size="small" label="Small" />
      <TextField {...args} size="medium" label="Medium" />
      <TextField {...args} size="large" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('textbox', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('textbox', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Filter by name', labelHidden: true, placeholder: 'Filter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Filter by name' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Name of the primary administrator who receives every automation report and monthly summary',
    description:
      'This person receives copies of every automated message sent to parents, the monthly travel summary and any notice that is reported by a member of staff.',
    defaultValue: 'Alexandra Konstantinopoulou-Fitzgerald-Montgomery of the Haringey Schools Partnership',
  },
};

function ControlledExample(args: TextFieldProps) {
  const [value, setValue] = useState('St Mary');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <TextField {...args} value={value} onValueChange={setValue} />
      <p>School name: {value}</p>
    </div>
  );
}

export const Controlled: Story = {
  args: { label: 'School Name' },
  render: (args) => <ControlledExample {...args} />,
};

/** The page follows what is typed (a test: the Controlled story stays untouched). */
export const PageFollowsTheField: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Controlled.args },
  render: Controlled.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'School Name' }), "'s");
    await expect(canvas.getByText("School name: St Mary's")).toBeVisible();
  },
};

function RegisteredForm() {
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [saved, setSaved] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => setSaved(values.email))}
      style={{ display: 'grid', gap: 16 }}
    >
      <TextField
        label="Contact email"
        error={formState.errors.email?.message}
        {...register('email', { required: 'contact can not be null' })}
      />
      <Button type="submit">Save</Button>
      {saved && <p>Saved {saved}</p>}
    </form>
  );
}

/** `register` spreads `name`, `onChange`, `onBlur` and `ref`: the ref lets the form focus the failing field. */
export const WithReactHookForm: Story = {
  render: () => <RegisteredForm />,
};

/**
 * `register` spreads `name`, `onChange`, `onBlur` and `ref`: the ref lets the form focus the failing field (a
 * test: the WithReactHookForm story stays untouched).
 */
export const FormFocusesTheFailingField: Story = {
  tags: ['!dev', '!autodocs'],
  render: WithReactHookForm.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const input = canvas.getByRole('textbox', { name: 'Contact email' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('contact can not be null');
    await userEvent.type(input, 'office@stmarys.sch.uk');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved office@stmarys.sch.uk')).toBeVisible();
    await expect(input).toBeValid();
  },
};
