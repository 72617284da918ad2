import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager, type PagerProps } from './Pager';

function Paged(args: PagerProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pager
      {...args}
      page={page}
      onPage={(next) => {
        setPage(next);
        args.onPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pager',
  tags: ['autodocs'],
  component: Pager,
  args: { page: 0, pages: 13, onPage: fn() },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: there is no page before it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }));
    await expect(pager.getByText('Page 1 of 13')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Next and Previous move a page, and say which page shows (a test). */
export const NextAndPrevious: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const pager = within(canvasElement);
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(1);
    await expect(pager.getByText('Page 2 of 13')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: 'Previous' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(0);
    await expect(pager.getByText('Page 1 of 13')).toBeVisible();
  },
};

/** By keyboard: Tab reaches Next (Previous is disabled on the first page), Enter and Space press it. */
export const ByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const pager = within(canvasElement);
    await userEvent.tab();
    await expect(pager.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPage).toHaveBeenLastCalledWith(2);
    await expect(pager.getByText('Page 3 of 13')).toBeVisible();
  },
};

/** The last page: there is no page after it. */
export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement);
    await expect(pager.getByText('Page 13 of 13')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** A list of one page (or none) still says so, with nowhere to go. */
export const OnePage: Story = {
  args: { pages: 0 },
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement);
    await expect(pager.getByText('Page 1 of 1')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
