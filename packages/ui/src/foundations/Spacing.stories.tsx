import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Page } from './foundations.styles';
import { TokenTable } from './TokenTable';
import { tokenEntries } from './token-entries';

const meta = {
  title: 'Foundations/Spacing',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Bars wider than the column (content-max) are clipped rather than widening the table: the table's
// columns are fixed, so a bar's 100 % is its cell, not what the bar asks for.
const Scale = styled(TokenTable)`
  table-layout: fixed;
`;

const Bar = styled.span`
  display: block;
  max-width: 100%;
  height: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The spacing scale and the fixed sizes of controls, icons, the menu, the header and table rows. */
export const Default: Story = {
  render: () => (
    <Page>
      <Scale
        caption="Spacing"
        entries={tokenEntries('space')}
        preview={(entry) => <Bar style={{ width: entry.cssValue }} />}
      />
      <Scale
        caption="Sizes"
        entries={tokenEntries('size')}
        preview={(entry) => <Bar style={{ width: entry.cssValue }} />}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'space.xs',
      'space.md',
      'space.xxxl',
      'size.control.medium',
      'size.table-row',
      'size.menu.width',
      'size.header.height',
    ]) {
      await expect(canvas.getByRole('rowheader', { name })).toBeVisible();
    }
    await expect(within(canvas.getByRole('row', { name: /^space\.lg/ })).getByText('16px')).toBeVisible();
  },
};
