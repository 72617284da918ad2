import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select } from './Select';

// The spec's contact roles (account update form).
const roles = [
  { value: 'administrator', label: 'Administrator' },
  { value: 'headmaster', label: 'Headmaster' },
  { value: 'bursar', label: 'Bursar' },
];

const meta = {
  title: 'Primitives/Select',
  tags: ['autodocs'],
  component: Select,
  args: { label: 'Role', options: roles, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveTextContent('Select…');
  },
};

/**
 * An option chosen by mouse is reported and shown; the list closes (a test: the Default story stays
 * untouched).
 */
export const ChoosingAnOption: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const trigger = within(context.canvasElement).getByRole('combobox', { name: 'Role' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bursar' }));
    await expect(context.args.onValueChange).toHaveBeenCalledWith('bursar');
    await expect(trigger).toHaveTextContent('Bursar');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const KeyboardSelection: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Administrator' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Headmaster' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('headmaster');
    await expect(trigger).toHaveTextContent('Headmaster');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeKeepsValue: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultValue: 'headmaster' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Headmaster');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'headmaster', description: 'Shown to parents next to the contact name.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveTextContent('Headmaster');
    await expect(trigger).toHaveAccessibleDescription('Shown to parents next to the contact name.');
  },
};

export const Invalid: Story = {
  args: { error: 'contact can not be null', required: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('contact can not be null');
    await expect(within(canvasElement).getByText('contact can not be null')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(within(canvasElement).getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'bursar' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toBeDisabled();
  },
};

/** A click on a disabled select opens nothing (a test: the Disabled story stays untouched). */
export const DisabledIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Disabled.args },
  play: async (context) => {
    await Disabled.play?.(context);
    const trigger = within(context.canvasElement).getByRole('combobox', { name: 'Role' });
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(context.args.onValueChange).not.toHaveBeenCalled();
  },
};

const withDisabledOption = {
  options: [roles[0], { value: 'headmaster', label: 'Headmaster (already set)', disabled: true }, roles[2]],
};

// A story whose list is open would cover the docs page: it is shown in a frame of its own there.
const openList = { docs: { story: { inline: false, iframeHeight: 400 } } };

/** The list open: an option that cannot be chosen is shown greyed out. */
export const DisabledOption: Story = {
  args: { ...withDisabledOption, defaultOpen: true },
  parameters: openList,
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Headmaster (already set)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The arrow skips the option that cannot be chosen (a test, from the list closed). */
export const ArrowSkipsTheDisabledOption: Story = {
  tags: ['!dev', '!autodocs'],
  args: withDisabledOption,
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('combobox', { name: 'Role' }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Headmaster (already set)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Administrator' })).toHaveFocus());
    // The arrow skips the option that cannot be chosen.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Bursar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('bursar');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} size="small" label="Role (small)" />
      <Select {...args} size="medium" label="Role (medium)" />
      <Select {...args} size="large" label="Role (large)" />
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    label: 'Local authority responsible for home-to-school transport',
    options: [
      { value: 'rbkc', label: 'Royal Borough of Kensington and Chelsea Children’s Services' },
      { value: 'lbhf', label: 'London Borough of Hammersmith and Fulham' },
      { value: 'city', label: 'City of London' },
    ],
    defaultValue: 'rbkc',
  },
};

function RoleForm() {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <form
      style={{ display: 'grid', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(String(new FormData(event.currentTarget).get('role')));
      }}
    >
      <Select label="Role" name="role" options={roles} defaultValue="bursar" />
      <Button type="submit">Save</Button>
      {submitted && <p>Saved role: {submitted}</p>}
    </form>
  );
}

/** With a `name` inside a native form, the chosen value is submitted like a native select's. */
export const InAForm: Story = {
  render: () => <RoleForm />,
};

/**
 * With a `name` inside a native form, the chosen value is submitted like a native select's (a test: the
 * InAForm story stays untouched).
 */
export const SubmitsTheChosenValue: Story = {
  tags: ['!dev', '!autodocs'],
  render: InAForm.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Headmaster' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Saved role: headmaster')).toBeVisible();
  },
};

const grouped = {
  label: 'School',
  options: [
    { value: '101', label: 'Somers Town Primary', group: 'London Borough of Camden' },
    { value: '102', label: 'Argyle Primary', group: 'London Borough of Camden' },
    { value: '140', label: 'Meadow Lane Academy', group: 'Independent' },
    { value: 'ALL', label: 'ALL' },
    { value: 'council_1', label: 'London Borough of Camden', group: 'COUNCILS ONLY' },
  ],
};

/** The list open: options with a `group` are listed under its heading, consecutive ones together. */
export const Grouped: Story = {
  args: { ...grouped, defaultOpen: true },
  parameters: openList,
  play: async () => {
    const list = within(await screen.findByRole('listbox'));
    await expect(list.getByRole('group', { name: 'COUNCILS ONLY' })).toBeVisible();
  },
};

/** The options are listed under their groups; one is chosen under COUNCILS ONLY (a test, from the list closed). */
export const ChooseUnderAGroup: Story = {
  tags: ['!dev', '!autodocs'],
  args: grouped,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'School' }));
    const list = within(await screen.findByRole('listbox'));
    const camden = within(list.getByRole('group', { name: 'London Borough of Camden' }));
    await expect(camden.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Somers Town Primary',
      'Argyle Primary',
    ]);
    await expect(list.getByRole('option', { name: 'ALL' })).toBeVisible();
    await userEvent.click(
      within(list.getByRole('group', { name: 'COUNCILS ONLY' })).getByRole('option', {
        name: 'London Borough of Camden',
      }),
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('council_1');
  },
};
