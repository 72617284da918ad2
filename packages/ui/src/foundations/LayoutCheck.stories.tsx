import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { layoutDefects } from '../storybook/layout-defects';
import { Page } from './foundations.styles';

/**
 * The layout check that ends every story test (storybook/layout-defects.ts), shown on a page with
 * each defect it looks for: the story's play finds them all, then tidies the page up, which the
 * check after the play then finds clean.
 */
const meta = {
  title: 'Foundations/Layout check',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Narrow = styled.div`
  width: calc(${({ theme }) => theme.size.control.large} * 2);
  overflow: hidden;
`;

const OneLine = styled.p`
  width: calc(${({ theme }) => theme.size.control.large} * 2);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const SideScroller = styled.div`
  width: calc(${({ theme }) => theme.size.control.large} * 4);
  overflow-x: auto;
`;

const Spacer = styled.div`
  width: calc(${({ theme }) => theme.size.control.large} * 3);
`;

const TooWide = styled.div`
  width: 200vw;
  height: ${({ theme }) => theme.space.md};
`;

// A note laid on the button beside it (placed, not in the flow): letters on letters.
const Overlapping = styled.div`
  position: relative;
  > span {
    position: absolute;
    left: ${({ theme }) => theme.space.xl};
    top: ${({ theme }) => theme.space.xs};
  }
`;

// A paragraph as narrow as a phone's card, whose long link wraps after the words before it.
const Wrapping = styled.p`
  width: ${({ theme }) => theme.size['card-min']};
  overflow-wrap: anywhere;
`;

const longText = 'Every Friday at 12pm from September to July, except in the school holidays';
const longName = `${'walk-to-school-week-newsletter-'.repeat(4)}final.pdf`;

function Defects() {
  const [tidy, setTidy] = useState(false);
  return (
    <>
      <Page>
        <div>
          <Button onClick={() => setTidy(true)}>Tidy up</Button>
        </div>
        {tidy ? (
          <>
            <div>
              <Button>Send the newsletter to every parent</Button>
            </div>
            <OneLine title={longText}>{longText}</OneLine>
            <div>
              <Button>Review the draft</Button> <span>Due today</span>
            </div>
            <Wrapping>
              Read it at <a href={`https://example.org/${longName}`}>{longName}</a>
            </Wrapping>
          </>
        ) : (
          <>
            <Narrow>
              <Button>Send the newsletter to every parent</Button>
            </Narrow>
            <OneLine>{longText}</OneLine>
            <SideScroller>
              <table role="presentation">
                <tbody>
                  <tr>
                    <td>
                      <Spacer />
                    </td>
                    <td>
                      <Button>Delete Weekly tips</Button>
                    </td>
                  </tr>
                </tbody>
              </table>
            </SideScroller>
            <img alt="School front" src="data:image/png;base64,broken" />
            <Overlapping>
              <Button>Review the draft</Button>
              <span>Due today</span>
            </Overlapping>
          </>
        )}
      </Page>
      {!tidy && <TooWide />}
    </>
  );
}

/**
 * A cut button, a list's button cut at the side of its box that scrolls sideways on a desktop-wide window,
 * cut text with no way to read it, an image that did not load, a note drawn over a button and a page
 * wider than the window. Tidied, a link that wraps after the words before it is no overlap: its lines
 * are compared, not the box around them.
 */
export const FindsEveryDefect: Story = {
  render: () => <Defects />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(layoutDefects(document)).toEqual([
        expect.stringMatching(/^the page scrolls sideways: \d+ px wide in a \d+ px window \(div ""\)$/),
        'button "Send the newsletter to every parent": cut by div that hides its overflow',
        'button "Delete Weekly tips": cut at the side of div that scrolls sideways, on a desktop-wide window',
        'img "School front": did not load',
        `p "${longText.slice(0, 57)}…": text cut with no way to read it whole (a title or a tooltip)`,
        'button "Review the draft" and text "Due today" are drawn over one another',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tidy up' }));
    await expect(layoutDefects(document)).toEqual([]);
  },
};
