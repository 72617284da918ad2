import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Page } from './foundations.styles';
import { TokenTable } from './TokenTable';
import { tokenEntries } from './token-entries';

const meta = {
  title: 'Foundations/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Sample = styled.span`
  display: block;
  max-width: ${({ theme }) => theme.size['field-max']};
`;

const SIZE_USAGE = {
  'font.size.xs': 'Small buttons, captions, code',
  'font.size.sm': 'Tables, buttons, hints',
  'font.size.md': 'Body text',
  'font.size.lg': 'Section titles',
  'font.size.xl': 'Modal titles',
  'font.size.xxl': 'Page titles',
  'font.size.display': 'Dashboard figures',
};

/** Font sizes, weights, line heights and families, each drawn with itself. */
export const Default: Story = {
  render: () => (
    <Page>
      <TokenTable
        caption="Font sizes"
        entries={tokenEntries('font', 'size')}
        usage={SIZE_USAGE}
        preview={(entry) => <Sample style={{ fontSize: entry.cssValue }}>Walk to school week</Sample>}
      />
      <TokenTable
        caption="Font weights"
        entries={tokenEntries('font', 'weight')}
        preview={(entry) => <Sample style={{ fontWeight: entry.cssValue }}>Sustainable travel share</Sample>}
      />
      <TokenTable
        caption="Line heights"
        entries={tokenEntries('font', 'line-height')}
        preview={(entry) => (
          <Sample style={{ lineHeight: entry.cssValue }}>
            Pupils who walk, cycle or scoot to school arrive ready to learn, and the streets outside stay
            calmer.
          </Sample>
        )}
      />
      <TokenTable
        caption="Font families"
        entries={tokenEntries('font', 'family')}
        preview={(entry) => (
          <Sample style={{ fontFamily: entry.cssValue }}>Oakfield Primary 0123456789</Sample>
        )}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'font.size.xs',
      'font.size.md',
      'font.size.display',
      'font.weight.bold',
      'font.line-height.normal',
      'font.family.sans',
      'font.family.mono',
    ]) {
      await expect(canvas.getByRole('rowheader', { name })).toBeVisible();
    }
    const sizes = canvas.getByRole('table', { name: 'Font sizes' });
    await expect(within(sizes).getByRole('row', { name: /font\.size\.md/ })).toHaveTextContent('Body text');
  },
};
