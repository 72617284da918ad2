import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Page } from './foundations.styles';
import { TokenTable } from './TokenTable';
import { tokenEntries } from './token-entries';

const meta = {
  title: 'Foundations/Layers and breakpoints',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LAYER_USAGE = {
  'z-index.base': 'Page content',
  'z-index.menu': 'The black left menu',
  'z-index.header': 'The page header',
  'z-index.drawer': 'The menu as a drawer on narrow screens',
  'z-index.overlay': 'Backdrop behind drawers and modals',
  'z-index.modal': 'Modals and dialogs',
  'z-index.popover': 'Popovers, menus and selects (also inside modals)',
  'z-index.toast': 'Toasts, above everything a user works in',
  'z-index.tooltip': 'Tooltips, topmost',
};

const BREAKPOINT_USAGE = {
  'breakpoint.sm': 'Phones',
  'breakpoint.md': 'At this width and below, the left menu becomes a drawer',
  'breakpoint.lg': 'Laptops',
  'breakpoint.xl': 'Wide screens',
};

/**
 * Stacking order, lowest first, and the viewport widths layouts change at. Media queries cannot read
 * CSS variables, so they use the resolved `tokenValues.breakpoint` values.
 */
export const Default: Story = {
  render: () => (
    <Page>
      <TokenTable
        caption="Layers (z-index), lowest first"
        entries={tokenEntries('z-index')}
        usage={LAYER_USAGE}
      />
      <TokenTable
        caption="Breakpoints (min-width)"
        entries={tokenEntries('breakpoint')}
        usage={BREAKPOINT_USAGE}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const layers = canvas.getByRole('table', { name: 'Layers (z-index), lowest first' });
    const names = within(layers)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(names).toEqual(Object.keys(LAYER_USAGE));
    for (const name of Object.keys(BREAKPOINT_USAGE)) {
      await expect(canvas.getByRole('rowheader', { name })).toBeVisible();
    }
  },
};
