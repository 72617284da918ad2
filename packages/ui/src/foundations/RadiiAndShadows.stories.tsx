import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Page } from './foundations.styles';
import { TokenTable } from './TokenTable';
import { tokenEntries } from './token-entries';

const meta = {
  title: 'Foundations/Radii and shadows',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Box = styled.span`
  display: block;
  width: ${({ theme }) => theme.size.header.height};
  height: ${({ theme }) => theme.size.control.large};
  margin: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.strong};
  &[data-shape='shadow'] {
    border-color: transparent;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** Corner radii and elevation shadows, each drawn on a box. */
export const Default: Story = {
  render: () => (
    <Page>
      <TokenTable
        caption="Radii"
        entries={tokenEntries('radius')}
        usage={{
          'radius.sm': 'Tags, inputs in tables',
          'radius.md': 'Buttons, fields, cards',
          'radius.lg': 'Modals, tiles',
          'radius.pill': 'Spinners, switches, avatars',
        }}
        preview={(entry) => <Box aria-hidden="true" style={{ borderRadius: entry.cssValue }} />}
      />
      <TokenTable
        caption="Shadows"
        entries={tokenEntries('shadow')}
        usage={{
          'shadow.sm': 'Cards at rest',
          'shadow.md': 'Menus, popovers, toasts',
          'shadow.lg': 'Modals',
        }}
        preview={(entry) => (
          <Box aria-hidden="true" data-shape="shadow" style={{ boxShadow: entry.cssValue }} />
        )}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'radius.none',
      'radius.sm',
      'radius.md',
      'radius.lg',
      'radius.pill',
      'shadow.sm',
      'shadow.md',
      'shadow.lg',
    ]) {
      await expect(canvas.getByRole('rowheader', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('table', { name: 'Shadows' })).toHaveTextContent('--stride-shadow-lg');
  },
};
