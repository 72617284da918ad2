import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from '../Tag/Tag';
import { Accordion, type AccordionItem } from './Accordion';

const messages: AccordionItem[] = [
  {
    value: 'm1',
    title: 'Travel survey results',
    meta: '2 hours ago',
    content: <p>82% of pupils walked, cycled or scooted to school last week.</p>,
  },
  {
    value: 'm2',
    title: 'New term dates',
    meta: 'yesterday',
    content: <p>The autumn term starts on 3 September; journeys are tracked from that day.</p>,
  },
  {
    value: 'm3',
    title: 'Car-free day',
    meta: '3 days ago',
    content: <p>Thursday is car-free day: the school street is closed from 8:00 to 9:15.</p>,
  },
];

const meta = {
  title: 'Primitives/Accordion',
  tags: ['autodocs'],
  component: Accordion,
  args: { items: messages, onValueChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Travel survey results/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click opens an item and shows its text (a test: the Default story stays untouched). */
export const OpenAnItem: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const trigger = canvas.getByRole('button', { name: /Travel survey results/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText('82% of pupils walked, cycled or scooted to school last week.'),
    ).toBeVisible();
    await expect(context.args.onValueChange).toHaveBeenLastCalledWith(['m1']);
  },
};

/** Single mode (a test): opening another item closes the first; clicking an open item closes it. */
export const OneAtATime: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (ctx) => {
    await OpenAnItem.play?.(ctx);
    const canvas = within(ctx.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /New term dates/ }));
    await expect(canvas.getByRole('button', { name: /Travel survey results/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(ctx.args.onValueChange).toHaveBeenLastCalledWith(['m2']);
    await userEvent.click(canvas.getByRole('button', { name: /New term dates/ }));
    await expect(ctx.args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

export const Keyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['m2']);
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
  },
};

/** Multiple mode: several items stay open at once (here the first and the last). */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['m1', 'm3'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [/Travel survey results/, /Car-free day/])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /New term dates/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Multiple mode: opening another item keeps the first open (a test, from all items closed). */
export const OpenSeveral: Story = {
  tags: ['!dev', '!autodocs'],
  args: { type: 'multiple' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Travel survey results/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Car-free day/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['m1', 'm3']);
    await expect(canvas.getByRole('button', { name: /Travel survey results/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const DefaultOpen: Story = {
  args: { defaultValue: ['m2'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /New term dates/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const DisabledItem: Story = {
  args: { items: messages.map((item) => (item.value === 'm3' ? { ...item, disabled: true } : item)) },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Car-free day/ });
    await expect(trigger).toBeDisabled();
  },
};

/** A click on the disabled item changes nothing (a test: the DisabledItem story stays untouched). */
export const DisabledItemIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...DisabledItem.args },
  play: async (context) => {
    await DisabledItem.play?.(context);
    const trigger = within(context.canvasElement).getByRole('button', { name: /Car-free day/ });
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(context.args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The inbox: a 'New' tag on unread messages; opening one marks it read. */
export const InboxMarksRead: Story = {
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const [unread, setUnread] = useState(new Set(['m1', 'm2']));
    const items = messages.map((item) => ({
      ...item,
      meta: (
        <>
          {unread.has(item.value) && <Tag variant="accent">New</Tag>}
          {item.meta}
        </>
      ),
    }));
    return (
      <Accordion
        {...args}
        items={items}
        onValueChange={(open) => {
          args.onValueChange?.(open);
          setUnread((current) => new Set([...current].filter((id) => !open.includes(id))));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('New')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /Travel survey results/ }));
    await expect(canvas.getAllByText('New')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /Travel survey results/ })).not.toHaveTextContent('New');
  },
};
