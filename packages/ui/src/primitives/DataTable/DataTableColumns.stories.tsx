import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../storybook/keyboard';
import { DataTable } from './DataTable';
import { AppListStore } from '../../storybook/AppListStore';
import type { DataTableColumn } from './data-table-filters';
import type { ListPreferences } from './list-preferences';
import { staffRows, type StaffRow } from './staff-rows';
import { ListPreferencesProvider, memoryListPreferences } from './useListPreferences';

const schools = ['Oakfield Primary', 'Meadow Primary'];
const columns: DataTableColumn<StaffRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, rowHeader: true },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'staffType', header: 'Staff type', accessor: (row) => row.staffType },
  { id: 'school', header: 'School', accessor: (row) => schools[row.userId % 2] },
  { id: 'userId', header: 'Staff ID', accessor: (row) => row.userId, hiddenByDefault: true },
];

/**
 * A fresh store for what the list keeps in the browser (hidden columns, saved views) per story, so no story
 * sees another's; `kept` is what the browser kept before the story.
 */
const keptInTheBrowser = (kept: Record<string, ListPreferences> = {}) =>
  function InTheBrowser(Story: () => ReactNode) {
    const [store] = useState(() => memoryListPreferences(kept));
    return (
      <ListPreferencesProvider value={store}>
        <Story />
      </ListPreferencesProvider>
    );
  };

const meta = {
  title: 'Primitives/DataTable/Columns and views',
  component: DataTable<StaffRow>,
  argTypes: { data: { control: false }, columns: { control: false } },
  args: {
    'aria-label': 'Staff',
    columns,
    data: staffRows(30),
    getRowId: (row) => String(row.userId),
    onRowAction: fn(),
  },
  decorators: [keptInTheBrowser()],
} satisfies Meta<typeof DataTable<StaffRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const headers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
async function openMenu(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('menu');
}
async function closeMenu() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

/**
 * A list of four columns or more offers Columns and Views beside its count; a column may start hidden
 * (Staff ID here).
 */
// Rules: layout.lists.columns-menu, layout.lists.columns-hidden-by-default
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Columns (1 hidden)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Views' })).toBeVisible();
    await expect(headers(canvasElement)).toEqual(['Name', 'Email', 'Staff type', 'School', 'Actions']);
  },
};

/** Unticking a column takes it and its filter out of the list; the row's name cannot be unticked. */
// Rules: layout.lists.columns-hide, layout.lists.columns-row-name-stays
export const HideAColumn: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter School' }), 'meadow');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 15 of 30'));

    const menu = await openMenu(canvasElement, /^Columns/);
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Name' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Staff ID' })).not.toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'School' }));
    // The menu stays open for the next column.
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'School' })).not.toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Email' }));
    await closeMenu();

    await expect(headers(canvasElement)).toEqual(['Name', 'Staff type', 'Actions']);
    await expect(canvas.queryByRole('textbox', { name: 'Filter School' })).not.toBeInTheDocument();
    // Its filter went with it: every row shows again.
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 30 of 30');
    await expect(canvas.getByRole('button', { name: 'Columns (3 hidden)' })).toBeVisible();
  },
};

/** The browser kept two hidden columns and Staff ID shown; Reset columns brings the list's own columns. */
// Rules: layout.lists.columns-kept, layout.lists.columns-hidden-by-default
export const ResetColumns: Story = {
  tags: ['!dev', '!autodocs'],
  decorators: [keptInTheBrowser({ Staff: { hidden: ['email', 'school'], views: [] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvasElement)).toEqual(['Name', 'Staff type', 'Staff ID', 'Actions']);
    const menu = await openMenu(canvasElement, /^Columns/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reset columns' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(headers(canvasElement)).toEqual(['Name', 'Email', 'Staff type', 'School', 'Actions']);
    await expect(canvas.getByRole('button', { name: 'Columns (1 hidden)' })).toHaveFocus();
  },
};

/** Save the filters, sort and columns as a view; change them; pick the view: all come back, the URL too. */
// Rules: layout.lists.views-save, layout.lists.views-pick
export const SaveAndPickAView: Story = {
  tags: ['!dev', '!autodocs'],
  decorators: [
    (Story) => (
      <AppListStore>
        <Story />
      </AppListStore>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kept = canvas.getByRole('status', { name: 'Kept view' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Staff type' }), 'head');
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    let menu = await openMenu(canvasElement, /^Columns/);
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'School' }));
    await closeMenu();
    await expect(kept).toHaveTextContent('filter.staffType=head&sort=email');

    menu = await openMenu(canvasElement, /^Views/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Head teachers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Views' })).toHaveFocus();

    // Another view of the list.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Filter Staff type' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Name' }), 'okafor');
    menu = await openMenu(canvasElement, /^Columns/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reset columns' }));
    await waitFor(() => expect(kept).toHaveTextContent('filter.name=okafor&sort=email'));

    menu = await openMenu(canvasElement, /^Views/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Head teachers' }));
    await waitFor(() => expect(kept).toHaveTextContent('filter.staffType=head&sort=email'));
    await expect(canvas.getByRole('textbox', { name: 'Filter Staff type' })).toHaveValue('head');
    await expect(canvas.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('');
    await expect(canvas.getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(headers(canvasElement)).toEqual(['Name', 'Email', 'Staff type', 'Actions']);
    await expect(canvas.getByText('Showing 5 of 30')).toBeVisible();
  },
};

/** A view needs a name; a name already saved replaces that view, after asking. */
// Rules: layout.lists.views-name-required, layout.lists.views-same-name-replaces
export const SaveOverAView: Story = {
  tags: ['!dev', '!autodocs'],
  decorators: [
    keptInTheBrowser({ Staff: { views: [{ name: 'Teachers', filters: { staffType: 'teacher' } }] } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Staff type' }), 'office');
    let menu = await openMenu(canvasElement, /^Views/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    const name = within(dialog).getByRole('textbox', { name: 'View name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('maxlength', '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAccessibleDescription(/Enter a name for the view/);

    await userEvent.type(name, 'teachers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('alertdialog', { name: 'Replace the view “Teachers”?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(name).toHaveValue('teachers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.clear(canvas.getByRole('textbox', { name: 'Filter Staff type' }));
    menu = await openMenu(canvasElement, /^Views/);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Save current view…', 'Teachers', 'Delete a view…']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Teachers' }));
    await expect(canvas.getByRole('textbox', { name: 'Filter Staff type' })).toHaveValue('office');
  },
};

/** Deleting a view asks first; with none left the menu says so. */
// Rules: layout.lists.views-delete, layout.lists.views-empty
export const DeleteAView: Story = {
  tags: ['!dev', '!autodocs'],
  decorators: [keptInTheBrowser({ Staff: { views: [{ name: 'Okafors', filters: { name: 'okafor' } }] } })],
  play: async ({ canvasElement }) => {
    let menu = await openMenu(canvasElement, /^Views/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete a view…' }));
    const sub = await screen.findByRole('menu', { name: 'Delete a view…' });
    await userEvent.click(within(sub).getByRole('menuitem', { name: 'Delete Okafors' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete the view “Okafors”?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    menu = await openMenu(canvasElement, /^Views/);
    await expect(
      within(menu).getByText(
        'No saved views yet. Save the current filters, sort and columns to come back to them.',
      ),
    ).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Okafors' })).not.toBeInTheDocument();
    await closeMenu();
  },
};

/** Keyboard only: Tab to Columns, arrows and Space to hide a column, Escape; then save and pick a view. */
// Rules: layout.lists.menus-keyboard
export const ByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Columns (1 hidden)' }));
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Columns (1 hidden)' });
    // Name cannot be unticked, so the first item with focus is Email.
    await waitFor(() => expect(within(menu).getByRole('menuitemcheckbox', { name: 'Email' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Columns (2 hidden)' })).toHaveFocus();
    await expect(headers(canvasElement)).toEqual(['Name', 'Staff type', 'School', 'Actions']);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Views' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Save current view…' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await userEvent.keyboard('No email{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Views' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Save current view…' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'No email' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Views' })).toHaveFocus();
  },
};

/** A page may turn the menus off (`columnChooser={false}`, `savedViews={false}`). */
// Rules: layout.lists.columns-menu
export const WithoutMenus: Story = {
  args: { columnChooser: false, savedViews: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Columns/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Views' })).not.toBeInTheDocument();
    // Without the chooser, a column hidden by default shows.
    await expect(headers(canvasElement)).toEqual([
      'Name',
      'Email',
      'Staff type',
      'School',
      'Staff ID',
      'Actions',
    ]);
  },
};
