import { menuForRole, type Role } from '@stride/domain';
import { demoSessionFor, expiredTokenMessage, latency } from '@stride/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { draftStorageKey, type DraftEditor, type EditorDraft, type KeptDraft } from '../drafts/editor-drafts';
import { leaveMessages } from '../drafts/LeaveGuard';
import { settled } from './console-stories';
import type { PageStory } from './page-stories';

type Canvas = ReturnType<typeof within>;

/** One editor as the draft stories drive it (ADR 0096). */
export type EditorUnderTest = {
  role: Role;
  editor: DraftEditor;
  /** The page of an existing record, so a save needs nothing more than the change. */
  path: string;
  /** Finds the editor (a form, or a modal editor's dialog), opening it first if it is a modal. */
  open: (canvasElement: HTMLElement) => Promise<Canvas>;
  /** Finds the editor a reload or a new login reopened, without opening it. */
  reopened: (canvasElement: HTMLElement) => Promise<Canvas>;
  /** The text field the stories type into. */
  field: string | RegExp;
  /** The save button's name. */
  save: string;
  /** The save call, an MSW path pattern of a POST. */
  endpoint: string;
  /** Leaves the editor: a menu link for a page, the Close button for a modal. */
  leave: (canvasElement: HTMLElement, editor: Canvas) => Promise<void>;
  /** What else the form needs before it can be saved. @default nothing */
  beforeSave?: (editor: Canvas) => Promise<void>;
};

/** An editor page's form, found by its name (for `open` and `reopened`). */
export const formNamed = (name: string | RegExp) => async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name }, settled));

/** A modal editor's dialog, found by its name. */
export const dialogNamed = (name: string | RegExp) => async () =>
  within(await screen.findByRole('dialog', { name }, settled));

/** Leaves a page by the main menu's Home link. */
export const leaveByMenu = async (canvasElement: HTMLElement) =>
  userEvent.click(
    within(within(canvasElement).getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
      name: 'Home',
    }),
  );

/** Leaves a modal editor by one of its buttons (Close, Cancel). */
export const leaveByButton = (name: string) => async (_canvasElement: HTMLElement, editor: Canvas) =>
  userEvent.click(editor.getByRole('button', { name }));
/** Leaves a modal editor with Escape, from wherever focus is in it. */
export const leaveByEscape = async () => {
  await userEvent.keyboard('{Escape}');
};
/** Leaves a modal editor by a click on the overlay in the page's top-left corner, outside the dialog. */
export const leaveByOutsideClick = async () => {
  const outside = document.elementFromPoint(1, 1);
  await expect(screen.getByRole('dialog')).not.toContainElement(outside as HTMLElement);
  await userEvent.click(outside as Element);
};

const typed = ' (draft)';
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;
const storedDraft = (editor: DraftEditor) => localStorage.getItem(draftStorageKey(editor));

// The save fails, and only the save: faults of @stride/mocks hit every method of a path, and an
// editor's list often shares the path of its save.
const saveFails = (endpoint: string) =>
  http.post(endpoint, () =>
    HttpResponse.json({ error: 'server_error', message: 'Server Error' }, { status: 500 }),
  );
const saveExpires = (endpoint: string) =>
  http.post(endpoint, () => HttpResponse.json({ message: expiredTokenMessage }, { status: 401 }));

/**
 * A story of `test` whose saves meet `faults` first; `calls.count` counts the saves that were sent
 * (a handler that counts and passes them on, put before the faults).
 */
function withCountedSaves(
  test: Pick<EditorUnderTest, 'role' | 'path' | 'endpoint'>,
  faults: HttpHandler[],
  play: (canvasElement: HTMLElement, calls: { count: number }) => Promise<void>,
): PageStory {
  const calls = { count: 0 };
  const counter = http.post(test.endpoint, () => {
    calls.count += 1;
    return undefined;
  });
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role: test.role },
    args: { path: test.path },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      calls.count = 0;
      msw.use(counter, ...faults);
    },
    play: ({ canvasElement }) => play(canvasElement, calls),
  };
}

async function change(test: EditorUnderTest, editor: Canvas) {
  const field = await editor.findByRole('textbox', { name: test.field }, settled);
  await userEvent.type(field, typed);
  await waitFor(() => expect(storedDraft(test.editor)).toContain(typed));
  return field;
}

/** A save that fails keeps what was typed, on screen and in the stored draft. */
export function failedSaveKeepsTheDraft(test: EditorUnderTest): PageStory {
  return withCountedSaves(test, [saveFails(test.endpoint)], async (canvasElement, calls) => {
    const editor = await test.open(canvasElement);
    const field = await change(test, editor);
    await test.beforeSave?.(editor);
    await userEvent.click(editor.getByRole('button', { name: test.save }));
    await waitFor(() => expect(calls.count).toBe(1), settled);
    await waitFor(
      () => expect(editor.getByRole('button', { name: test.save })).not.toHaveAttribute('aria-busy'),
      settled,
    );
    await expect(valueOf(field)).toContain(typed);
    await expect(storedDraft(test.editor)).toContain(typed);
  });
}

/** Stores `draft` as the demo admin of `role` kept it (before a reload, or when a session expired). */
export function storeDraftOf(role: Role, editor: DraftEditor, draft: EditorDraft<unknown>) {
  const kept: KeptDraft<unknown> = { ...draft, owner: demoSessionFor(role).user.id };
  localStorage.setItem(draftStorageKey(editor), JSON.stringify(kept));
}

/** What a reload story stores, what the field then shows, and any other text of the draft to find. */
type StoredDraft = { key: string; form: unknown; shows: string; text?: string };

/** A draft stored before the page loaded (a reload) is what the editor shows. */
export function draftSurvivesAReload(test: EditorUnderTest, draft: StoredDraft): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role: test.role },
    args: { path: test.path },
    beforeEach: () => {
      storeDraftOf(test.role, test.editor, { key: draft.key, form: draft.form });
    },
    play: async ({ canvasElement }) => {
      const editor = await test.reopened(canvasElement);
      await expect(await editor.findByRole('textbox', { name: test.field }, settled)).toHaveValue(
        draft.shows,
      );
      if (draft.text) await expect(await editor.findByText(draft.text, {}, settled)).toBeVisible();
    },
  };
}

/** Leaving with unsaved changes asks first: Stay keeps editing, Leave goes and forgets the draft. */
export function leavingAsksFirst(test: EditorUnderTest): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role: test.role },
    args: { path: test.path },
    play: async ({ canvasElement }) => {
      const editor = await test.open(canvasElement);
      const field = await change(test, editor);
      await test.leave(canvasElement, editor);
      const question = within(await screen.findByRole('alertdialog', { name: leaveMessages.question }));
      await userEvent.click(question.getByRole('button', { name: leaveMessages.stay }));
      await expect(valueOf(field)).toContain(typed);
      await test.leave(canvasElement, editor);
      await userEvent.click(
        within(await screen.findByRole('alertdialog', { name: leaveMessages.question })).getByRole('button', {
          name: leaveMessages.leave,
        }),
      );
      await waitFor(() => expect(field).not.toBeInTheDocument(), settled);
      await expect(storedDraft(test.editor)).toBeNull();
    },
  };
}

/** A double click on Save sends one request: the button is busy from the first click on. */
export function doubleClickSavesOnce(test: EditorUnderTest): PageStory {
  return withCountedSaves(test, latency(1_000, test.endpoint), async (canvasElement, calls) => {
    const editor = await test.open(canvasElement);
    await change(test, editor);
    await test.beforeSave?.(editor);
    await userEvent.dblClick(editor.getByRole('button', { name: test.save }));
    await waitFor(() => expect(storedDraft(test.editor)).toBeNull(), settled);
    await expect(calls.count).toBe(1);
  });
}

/** A form that keeps no draft (an option, an address, an org user, a year structure): its save is still busy while it runs. */
export type FormUnderTest = Pick<EditorUnderTest, 'role' | 'path' | 'save' | 'endpoint'> & {
  /** Opens the form and fills it so it can be saved; gives what holds its save button (the form, a dialog). */
  fill: (canvasElement: HTMLElement) => Promise<Canvas>;
  /** Waits for what shows once the save went through, and checks it shows once. */
  saved: (canvasElement: HTMLElement) => Promise<unknown>;
};

/** A double click on the save button (its call slowed by 1 s) sends one request: the button is busy from the first click on. */
export function doubleClickPostsOnce(test: FormUnderTest): PageStory {
  return withCountedSaves(test, latency(1_000, test.endpoint), async (canvasElement, calls) => {
    const form = await test.fill(canvasElement);
    const save = form.getByRole('button', { name: test.save });
    await userEvent.dblClick(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await test.saved(canvasElement);
    await expect(calls.count).toBe(1);
  });
}

/**
 * The session expires mid-edit (the save answers 401): Login, where the demo admin of `next` signs
 * in; `then` checks the editor Login returned to.
 */
function expiresThenSignsIn(
  test: EditorUnderTest,
  next: Role,
  then: (again: Canvas) => Promise<void>,
): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role: test.role },
    args: { path: test.path },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      msw.use(saveExpires(test.endpoint));
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const editor = await test.open(canvasElement);
      await change(test, editor);
      await test.beforeSave?.(editor);
      await userEvent.click(editor.getByRole('button', { name: test.save }));
      await expect(
        await canvas.findByRole('heading', { name: 'Log in to the Stride console' }, settled),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: `Use ${demoSessionFor(next).user.email}` }));
      await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
      await then(await test.reopened(canvasElement));
    },
  };
}

/** The session expires mid-edit: Login, and after signing in again the editor shows the draft. */
export function expiredSessionKeepsTheDraft(test: EditorUnderTest): PageStory {
  return expiresThenSignsIn(test, test.role, async (again) => {
    await expect(valueOf(await again.findByRole('textbox', { name: test.field }, settled))).toContain(typed);
  });
}

/**
 * The session expires mid-edit and the demo admin of `other` signs in at that browser: the editor
 * is empty, and the draft is gone, for its writer too (ADR 0101). Nothing the server answered the
 * last admin stays: the menu is the new admin's, with their own unread count.
 */
export function anotherAdminNeverSeesTheDraft(test: EditorUnderTest, other: Role): PageStory {
  return expiresThenSignsIn(test, other, async (again) => {
    await expect(await again.findByRole('textbox', { name: test.field }, settled)).toHaveValue('');
    await waitFor(() => expect(storedDraft(test.editor)).toBeNull(), settled);
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    await expect(await menu.findByRole('link', { name: /^Inbox \d+ unread$/ }, settled)).toBeVisible();
    await expect(
      menu.getAllByRole('listitem').map((item) =>
        within(item)
          .getByRole('link')
          .textContent?.replace(/\d+ unread$/, ''),
      ),
    ).toEqual(menuForRole(other).map((item) => item.label));
  });
}
