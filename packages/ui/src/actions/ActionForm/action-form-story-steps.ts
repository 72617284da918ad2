import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Steps the ActionForm stories share, and the plays of its interaction tests. */

type Canvas = ReturnType<typeof within>;

/** What those plays are given. */
type PlayContext = { args: { onSubmit?: unknown }; canvasElement: HTMLElement };

/** Opens the select labelled `label` and picks `option`. */
const pick = async (canvas: Canvas, label: RegExp, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** Presses Submit and answers Yes to the question. */
export const submitAndConfirm = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to proceed?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

/** The play of ConfirmThenSuccess (the new_term form). */
export async function confirmThenSuccess({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await pick(canvas, /School/, 'Riverside Academy');
  await submitAndConfirm(canvas);
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ school_id: '12' }));
  await expect(await canvas.findByText('New term finished')).toBeVisible();
  await expect(canvas.getByRole('combobox', { name: /School/ })).toHaveTextContent('Select a school');
}

/** The play of NoAtTheQuestionRunsNothing (the new_term form). */
export async function noAtTheQuestionRunsNothing({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await pick(canvas, /School/, 'Oakfield Primary');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }));
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await expect(canvas.getByRole('combobox', { name: /School/ })).toHaveTextContent('Oakfield Primary');
}

/** The play of MissingInputsAreNamed (the send_notifications form). */
export async function missingInputsAreNamed({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(await canvas.findByText('This field is required')).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: /Notice id/ })).toHaveFocus();
  await userEvent.type(canvas.getByRole('textbox', { name: /Notice id/ }), '12b');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(await canvas.findByText('Enter a whole number')).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: /Notice id/ })).toHaveValue('12b');
  await expect(screen.queryByRole('alertdialog')).toBeNull();
  await expect(args.onSubmit).not.toHaveBeenCalled();
}

/** The play of FirstMissingInputIsFocused (the send_login_emails form). */
export async function firstMissingInputIsFocused({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(await canvas.findByText('This field is required')).toBeVisible();
  await expect(canvas.getByRole('combobox', { name: 'Schools' })).toHaveFocus();
}

/** The play of FailureKeepsTheForm (the send_notifications form, refused). */
export async function failureKeepsTheForm({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Notice id/ }), '999');
  await submitAndConfirm(canvas);
  await expect(await canvas.findByRole('alert')).toHaveTextContent('Notice not found');
  await expect(canvas.getByRole('textbox', { name: /Notice id/ })).toHaveValue('999');
}

/** The play of MultiSelectOfSchools (the send_service_emails form). */
export async function multiSelectOfSchools({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('combobox', { name: 'Schools' });
  await userEvent.click(input);
  await userEvent.click(await canvas.findByRole('option', { name: 'Oakfield Primary' }));
  await userEvent.click(canvas.getByRole('option', { name: /St Anne/ }));
  await expect(canvas.queryByRole('option', { name: 'ALL' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  await submitAndConfirm(canvas);
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ school_ids: [11, 13] }));
  await expect(await canvas.findByText('Service emails sent')).toBeVisible();
}

/** The play of SchoolAndYearWithSwitches (the change_school_and_year form). */
export async function schoolAndYearWithSwitches({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await pick(canvas, /From school/, 'Oakfield Primary');
  await pick(canvas, /From year/, 'Year 6');
  await pick(canvas, /To school/, 'Riverside Academy');
  await pick(canvas, /To year/, 'Year 7');
  await userEvent.click(canvas.getByRole('switch', { name: 'Ignore students updated in last 30 days' }));
  await userEvent.click(canvas.getByRole('switch', { name: 'Remove simulation' }));
  await submitAndConfirm(canvas);
  await waitFor(() =>
    expect(args.onSubmit).toHaveBeenCalledWith({
      school_id: '11',
      current_year: '6',
      new_school_id: '12',
      new_year: '7',
      ignoreRecent: true,
      removeSimulation: true,
    }),
  );
  await expect(await canvas.findByText('Change School and year finished (4 students)')).toBeVisible();
  await expect(canvas.getByRole('switch', { name: 'Remove simulation' })).not.toBeChecked();
}

/** The play of JourneyProfileAndModeAreSent (the change_travel_mode form). */
export async function journeyProfileAndModeAreSent({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Journey profile id/ }), '42');
  await userEvent.click(canvas.getByRole('combobox', { name: /Mode/ }));
  const modes = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await expect(modes).toEqual(['CAR', 'TAXI', 'WALKING', 'BICYCLING', 'TRAIN', 'BUS']);
  await userEvent.click(screen.getByRole('option', { name: 'BICYCLING' }));
  await submitAndConfirm(canvas);
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ journey_id: '42', region: 'BICYCLING' }));
}

/** The play of SchoolTokenIsSent (the integration_add_school_token form). */
export async function schoolTokenIsSent({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Provider school id/ }), 'W-301');
  await pick(canvas, /^School/, 'Oakfield Primary');
  await userEvent.type(canvas.getByRole('textbox', { name: /Token/ }), 'tok_301');
  await userEvent.type(canvas.getByRole('textbox', { name: /Notes/ }), 'From the trust');
  await submitAndConfirm(canvas);
  await waitFor(() =>
    expect(args.onSubmit).toHaveBeenCalledWith({
      provider_school_id: 'W-301',
      school_id: '11',
      token: 'tok_301',
      notes: 'From the trust',
    }),
  );
}
