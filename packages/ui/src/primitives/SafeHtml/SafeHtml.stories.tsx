import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ReactElement } from 'react';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Primitives/SafeHtml',
  tags: ['autodocs'],
  component: SafeHtml,
  args: {
    html: '<p>Welcome to <strong>Stride</strong>. Read the <a href="https://example.org/guide">guide</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stride').tagName).toBe('STRONG');
    const link = canvas.getByRole('link', { name: 'guide' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HostileMarkup: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    html: '<p>Hello</p><img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned=true">click me</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hello')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await expect(canvas.getByText('click me').getAttribute('href')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/**
 * Server HTML keeps the colour and emphasis of its text, never its place on the screen: position,
 * size and pictures from other origins are dropped, ids cannot name globals, and the box contains
 * its layout and paint.
 */
/** Links in server HTML keep only what `serverLink` admits; the others keep their text, without a link. */
// Rules: layout.links.web-schemes, layout.links.console-routes
export const HostileLinks: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    html: [
      '<p><a href="vbscript:msgbox(1)">VBScript</a> <a href="data:text/html,x">Data</a>',
      '<a href="//evil.invalid">Other site</a> <a href="/members/../../logout">Logout trick</a></p>',
      '<p><a href="https://example.org/guide">Guide</a> <a href="mailto:help@example.org">Mail</a>',
      '<a href="tel:+442071234567">Phone</a> <a href="/members/noticeboard">Notices</a></p>',
    ].join(' '),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Guide', 'https://example.org/guide'],
      ['Mail', 'mailto:help@example.org'],
      ['Phone', 'tel:+442071234567'],
      ['Notices', '/members/noticeboard'],
    ]);
    for (const text of ['VBScript', 'Data', 'Other site', 'Logout trick'])
      await expect(canvas.getByText(text)).not.toHaveAttribute('href');
  },
};

export const StaysInItsBox: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    html:
      '<p style="color: rgb(200, 0, 0); position: fixed; inset: 0; z-index: 99999; background-image: url(https://tracker.example/bg.gif)">Red notice</p>' +
      '<img src="https://tracker.example/pixel.gif" alt="pixel"><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" alt="inline">' +
      '<a id="strideConfig" name="cookie" href="https://example.org">named</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByText('Red notice');
    await expect(notice).toHaveAttribute('style', 'color: rgb(200, 0, 0)');
    await expect(getComputedStyle(notice).position).toBe('static');
    await expect(canvas.queryByAltText('pixel')).toBeNull();
    await expect(canvas.getByAltText('inline')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'named' })).toHaveAttribute(
      'id',
      'user-content-strideConfig',
    );
    await expect('strideConfig' in window).toBe(false);
    const box = notice.parentElement!;
    await expect(getComputedStyle(box).contain.split(' ')).toEqual(
      expect.arrayContaining(['layout', 'paint']),
    );
    await expect(getComputedStyle(box).isolation).toBe('isolate');
  },
};

/** Server HTML never moves: a marquee's text is kept, standing still. */
export const NothingMoves: Story = {
  tags: ['!dev', '!autodocs'],
  args: { html: '<p>Notice: <marquee>Walk to School Week starts on Monday</marquee></p>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Walk to School Week starts on Monday/)).toBeVisible();
    await expect(canvasElement.querySelector('marquee')).toBeNull();
  },
};

/** Server HTML brings no form controls: a field or a choice in a message is left as its text. */
export const NoFormControls: Story = {
  args: {
    html:
      '<p>Confirm your account:</p><textarea autofocus>Your password here</textarea>' +
      '<select><option>Parent</option></select><input value="secret"><button>Send</button>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confirm your account:')).toBeVisible();
    await expect(canvas.getByText(/Your password here/)).toBeVisible();
    for (const role of ['textbox', 'combobox', 'listbox', 'option', 'button'])
      await expect(canvas.queryByRole(role)).toBeNull();
  },
};

/** A picture in server HTML that cannot be loaded is named in a tidy note, not drawn as a broken image. */
export const PictureUnavailable: Story = {
  args: { html: '<p>This week’s poster:</p><img src="/no-such-picture.png" alt="Walk to School poster">' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Picture not available: Walk to School poster')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

const wideLink = `https://example.org/letters/${'walk-to-school-week-newsletter-'.repeat(8)}final.pdf`;

/**
 * Server or user markup never widens the page: in a phone-wide column, code scrolls sideways in its
 * own box, a long link and an unbroken word break, no-wrap text wraps, and a table, a rule or a
 * picture whose width attribute is wider than the column keeps to it (a table that cannot be narrower
 * scrolls in a box of its own).
 */
// Rules: layout.markup.never-widens
export const WideContent: Story = {
  args: {
    html:
      `<p>Code:</p><pre><code>${"const modes = ['walk', 'cycle', 'scoot', 'bus'];".repeat(6)}</code></pre>` +
      `<p>The letter:</p><p><a href="${wideLink}">${wideLink}</a></p>` +
      `<p>${'Unbroken'.repeat(30)}</p>` +
      `<p><nobr>${'no break here '.repeat(30)}</nobr></p>` +
      `<table width="600" aria-label="Newsletter"><tr><td>Walk to School Week starts on Monday.</td><td nowrap>${'Bring a friend. '.repeat(12)}</td></tr></table>` +
      `<table width="3000" aria-label="Timetable"><tr><td width="2000">Monday</td><td><pre>${'08:30 walking bus from the library  '.repeat(3)}</pre></td></tr></table>` +
      '<hr width="5000">' +
      '<img width="4000" height="20" alt="Banner" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">',
  },
  decorators: [
    (Story: () => ReactElement) => (
      <section aria-label="Phone column" style={{ width: 358 }}>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const column = canvas.getByRole('region', { name: 'Phone column' });
    const right = column.getBoundingClientRect().right + 1;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // The code keeps its lines and scrolls sideways in its own box, inside the column.
    const code = canvas.getByText(/const modes/).parentElement!;
    await expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    // The link, the word and the no-wrap text wrap within the column.
    await expect(canvas.getByRole('link').getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(canvas.getByText(/^(Unbroken)+$/).getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(canvas.getByText(/no break here/).getBoundingClientRect().right).toBeLessThanOrEqual(right);
    // A newsletter's table 600 wide keeps to the column; a rule and a picture too.
    await expect(
      canvas.getByRole('table', { name: 'Newsletter' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(right);
    await expect(canvas.getByRole('separator').getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(
      canvas.getByRole('img', { name: 'Banner' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(right);
    // A table that cannot be as narrow (its cell holds code) scrolls in a box of its own, inside the column;
    // its width attributes alone would not have kept it wide.
    const timetable = canvas.getByRole('table', { name: 'Timetable' }).parentElement!;
    await expect(timetable.scrollWidth).toBeGreaterThan(timetable.clientWidth);
    await expect(timetable.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};
