import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastPairs } from '../theme/contrast-pairs';
import { ContrastTable } from './ContrastTable';
import { Page } from './foundations.styles';
import { SwatchTable } from './SwatchTable';
import { tokenEntries } from './token-entries';

const meta = {
  title: 'Foundations/Colour',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TRAVEL_MODES = [
  'CAR',
  'TAXI',
  'CARPOOL',
  'BUS',
  'SCHOOL_BUS',
  'TRAIN',
  'WALKING',
  'BICYCLING',
  'STILL',
  'UNKNOWN',
];

/** Every colour token by role: text, backgrounds, borders, travel modes, parents and staff, palette. */
export const Default: Story = {
  render: () => (
    <Page>
      <SwatchTable caption="Text" entries={tokenEntries('color', 'text')} />
      <SwatchTable caption="Backgrounds" entries={tokenEntries('color', 'bg')} />
      <SwatchTable caption="Borders" entries={tokenEntries('color', 'border')} />
      <SwatchTable caption="Travel modes (maps and charts)" entries={tokenEntries('color', 'mode')} />
      <SwatchTable
        caption="Parents and staff (maps and charts)"
        entries={tokenEntries('color', 'user-type')}
      />
      <SwatchTable
        caption="Base palette (use the functional tokens above in components)"
        entries={tokenEntries('color', 'base')}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modes = canvas.getByRole('table', { name: 'Travel modes (maps and charts)' });
    for (const mode of TRAVEL_MODES) {
      await expect(within(modes).getByRole('rowheader', { name: `color.mode.${mode}` })).toBeVisible();
    }
    const people = canvas.getByRole('table', { name: 'Parents and staff (maps and charts)' });
    await expect(within(people).getByRole('rowheader', { name: 'color.user-type.parent' })).toBeVisible();
    await expect(within(people).getByRole('rowheader', { name: 'color.user-type.staff' })).toBeVisible();
    const text = canvas.getByRole('table', { name: 'Text' });
    const body = within(text).getByRole('row', { name: /color\.text\.default/ });
    await expect(within(body).getByText('--stride-color-text-default')).toBeVisible();
    await expect(within(body).getByText(/^#[0-9a-f]{6}$/)).toBeVisible();
  },
};

/** The pairs contrast.test.ts checks, with the measured WCAG 2.2 ratio of each. */
export const ContrastPairs: Story = {
  render: () => <ContrastTable pairs={contrastPairs} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contrast pairs' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(contrastPairs.length);
    for (const row of rows) {
      await expect(within(row).getByRole('cell', { name: /^(Pass|Fail)$/ })).toHaveTextContent('Pass');
    }
    const menu = within(table).getByRole('row', { name: /text\.menu-muted.*bg\.menu/ });
    await expect(within(menu).getByRole('cell', { name: /^\d+\.\d\d:1$/ })).toBeVisible();
  },
};
