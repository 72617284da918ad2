import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AutomationLastRun } from './AutomationLastRun';
import { AutomationTable } from './AutomationTable';
import { automationRows, automationRowsLastRuns, automationRowsNow } from './automation-rows';
import { ListStateProvider, type ListStateStore } from '../../primitives/DataTable/list-state';
import { tabTo } from '../../storybook/keyboard';
import { pressRetryAfter } from '../../storybook/retry-story';

const meta = {
  title: 'Components/AutomationTable',
  tags: ['autodocs'],
  component: AutomationTable,
  args: {
    automations: automationRows,
    onEdit: fn(),
    onLaunch: fn(),
    onStats: fn(),
    onDuplicate: fn(),
    onUpcomingSchedule: fn(),
    onDelete: fn(async () => undefined),
    onStatusChange: fn(async () => undefined),
    now: automationRowsNow,
    lastRun: (row) => <AutomationLastRun at={automationRowsLastRuns[row.id]} now={automationRowsNow} />,
  },
} satisfies Meta<typeof AutomationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

// Rules: automations.list.columns, automations.list.when-to-check, automations.list.default-sort
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕▲▼]/g, '').trim()),
    ).toEqual([
      'Id',
      'Status',
      'Name',
      'Type',
      'Description',
      'When to check',
      'Runs',
      'Stats',
      'Created',
      'Updated',
      'Actions',
    ]);
    await expect(names(canvasElement)).toEqual([
      'App login streak',
      'Cycling parents newsletter',
      'Daily Slack stats',
      'Hide old notices',
      'Weekly travel tips for parents',
      'Welcome new parents',
    ]);
    await expect(canvas.getByText('Every Monday at 10am in Sep-Jul')).toBeVisible();
    await expect(canvas.getByText('On ACCOUNT_CREATED')).toBeVisible();
  },
};

/** The text of the column headed `header` in the row of the automation `name`. */
const cellOf = (canvasElement: HTMLElement, name: string, header: string) => {
  const table = within(within(canvasElement).getByRole('table'));
  const column = table
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent?.replace(/[↕▲▼]/g, '').trim() === header);
  const row = table.getAllByRole('row').find((each) => within(each).queryByText(name) !== null)!;
  return within(row).getAllByRole('cell')[column]!.textContent;
};

/**
 * Each automation's next run, counted from now (Tue 24 Nov 2026, 10:00) with the editor's next
 * launches, or in words; and its last run, the newest log's time, or Never. Times read beside now
 * ('in 6 days', 'yesterday'); hover, a tap or the keyboard shows the whole time.
 */
// Rules: automations.list.next-run, automations.list.last-run, layout.dates.exact-time
export const NextAndLastRun: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const runs = (name: string) => cellOf(canvasElement, name, 'Runs');
    await expect(runs('Weekly travel tips for parents')).toBe('Next in 6 daysLast yesterday');
    await expect(runs('Hide old notices')).toBe('Next tomorrowLast 10 hours ago');
    await expect(runs('Daily Slack stats')).toBe('Next in 9 hoursLast yesterday');
    await expect(runs('Welcome new parents')).toBe('Next On eventLast 4 days ago');
    await expect(runs('Cycling parents newsletter')).toBe('Next By handLast Never');
    await expect(runs('App login streak')).toBe('Next None (off)Last last week');
    // The whole time is the description, and shows on a tap (touch has no hover) and keyboard focus.
    const next = within(canvasElement).getByText('in 6 days');
    await expect(next).toHaveAccessibleDescription('2026-11-30 10:00');
    await expect(next).toHaveAttribute('datetime', '2026-11-30T10:00');
    await userEvent.pointer({ keys: '[TouchA]', target: next });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2026-11-30 10:00');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Daily Slack stats (the rows are in name order) last ran yesterday at 19:00.
    const last = within(canvasElement).getAllByText('yesterday')[0]!;
    await tabTo(last);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2026-11-23 19:00');
  },
};

const retryLastRun = fn();

/** A last run whose logs are still loading, or could not be read, says so (never `Never`), with Retry. */
// Rules: automations.list.last-run
export const LastRunLoadingOrUnknown: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    automations: automationRows.slice(0, 2),
    lastRun: (row) =>
      row.id === 1 ? (
        <AutomationLastRun at={undefined} />
      ) : (
        <AutomationLastRun at={null} failed onRetry={retryLastRun} />
      ),
  },
  play: async ({ canvasElement }) => {
    retryLastRun.mockClear();
    await expect(cellOf(canvasElement, 'Weekly travel tips for parents', 'Runs')).toBe(
      'Next in 6 daysLast Loading…',
    );
    await expect(cellOf(canvasElement, 'Welcome new parents', 'Runs')).toBe(
      'Next On eventLast Not known Retry',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(retryLastRun).toHaveBeenCalledOnce();
  },
};

const longSchedule =
  'Every Monday, Wednesday and Friday in the first week and third week at 5am in Jan-Mar, Sep-Nov';

/**
 * A schedule sentence too long for its column is cut with '…', and reads whole when its cell is
 * tapped (a touch screen has no hover) or reached with the keyboard.
 */
// Rules: automations.list.schedule-read-whole
export const LongScheduleReadsWhole: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    automations: [
      {
        ...automationRows[0]!,
        name: 'Walkers of the month',
        date_options: {
          ...automationRows[0]!.date_options!,
          months: [1, 2, 3, 9, 10, 11],
          weeks: ['first_week', 'third_week'],
          weekdays: [1, 3, 5],
          time: 'early_morning',
        },
      },
      automationRows[1]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('cell', { name: longSchedule });
    await waitFor(() => expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth));
    await userEvent.pointer({ keys: '[TouchA]', target: cell });
    await waitFor(() => expect(cell).toHaveFocus());
    await waitFor(() => expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth));
    await expect(cell).toHaveTextContent(longSchedule);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth));
    await tabTo(cell);
    await waitFor(() => expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth));
  },
};

// Rules: automations.list.search, automations.list.type-filter
export const SearchAndTypeFilter: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'onboarding');
    await expect(names(canvasElement)).toEqual(['Welcome new parents']);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    // The product's All, cron, manual, event, script, in the console's words.
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Cron',
      'Manual',
      'Event',
      'Script',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Script' }));
    await expect(names(canvasElement)).toEqual(['Hide old notices']);
  },
};

/**
 * A store that takes a value a moment after it is set, as the console's address does (a navigation lands
 * asynchronously), and whose value can change from elsewhere (Back).
 */
function StoreThatCatchesUp({ children }: { children: ReactNode }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const store = useMemo<ListStateStore>(
    () => ({
      view: () => ({}),
      value: (name, key) => values[`${name}.${key}`] ?? '',
      setValue: (name, key, value) =>
        void setTimeout(() => setValues((before) => ({ ...before, [`${name}.${key}`]: value })), 20),
    }),
    [values],
  );
  return (
    <ListStateProvider value={store}>
      <button type="button" onClick={() => setValues({})}>
        Back
      </button>
      {children}
    </ListStateProvider>
  );
}

/**
 * Typed quickly into a list whose store takes each key a moment later, the search box keeps every key
 * (it once showed the store's last answer, and lost the keys typed in between); Back, changing the store
 * from elsewhere, shows what the store then holds.
 */
// Rules: automations.list.search, layout.lists.state-in-url
export const SearchKeptWhileTheStoreCatchesUp: Story = {
  tags: ['!dev', '!autodocs'],
  decorators: [(Story) => <StoreThatCatchesUp>{Story()}</StoreThatCatchesUp>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'new parents', { delay: null });
    await expect(search).toHaveValue('new parents');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Welcome new parents']));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(search).toHaveValue(''));
    await expect(names(canvasElement)).toHaveLength(automationRows.length);
  },
};

// Rules: automations.list.when-to-check, automations.states.manual-opens-launch
export const ManualLaunchAndStats: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch', { name: 'Active: Cycling parents newsletter' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Manual Launch Cycling parents newsletter' }));
    await expect(args.onLaunch).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stats of Daily Slack stats' }));
    await expect(args.onStats).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
  },
};

// Rules: automations.states.status-toggle
export const StatusToggleAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: App login streak' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to change status?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: Weekly travel tips for parents' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(args.onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), false),
    );
  },
};

/** Edit and the row's menu report the automation (a test). */
// Rules: automations.list.actions
export const RowActions: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Hide old notices' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Hide old notices' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Hide old notices' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upcoming schedule' }));
    await expect(args.onUpcomingSchedule).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Hide old notices' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Hide old notices?' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
  },
};

/**
 * Keyboard only: Space on a status switch asks first and No (focused) gives focus back to the
 * switch; the row's More menu opens with Enter on its first item, arrows move, Enter runs an item,
 * Escape closes it without running one, and focus is back on More each time.
 */
export const ByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Active: App login streak' });
    await tabTo(toggle);
    await userEvent.keyboard(' ');
    const question = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to change status?',
    });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await waitFor(() => expect(toggle).toHaveFocus());

    const more = canvas.getByRole('button', { name: 'More actions for Hide old notices' });
    await tabTo(more);
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Upcoming schedule' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpcomingSchedule).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());

    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onDuplicate).not.toHaveBeenCalled();
    await waitFor(() => expect(more).toHaveFocus());

    // Delete asks first; Tab from No to Yes and Enter deletes.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete Hide old notices' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const remove = await screen.findByRole('alertdialog', { name: 'Delete Hide old notices?' });
    await waitFor(() => expect(within(remove).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
  },
};

export const Loading: Story = { args: { loading: true, automations: [] } };

export const Empty: Story = {
  args: { automations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No automations match.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'The automations could not be loaded.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
