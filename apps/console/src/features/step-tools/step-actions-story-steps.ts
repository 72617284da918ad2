import { screen, userEvent, within } from 'storybook/test';
import { settled } from '../../storybook/console-stories';

/** The steps the Step Actions stories share. */

/** Opens the Step Datamodel dialog and gives it back. */
export const openDatamodel = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Step Datamodel' }, settled),
  );
  return within(await screen.findByRole('dialog', { name: 'Step Datamodel' }));
};

/** Fills in a name and a CSV file and uploads it. */
export const uploadFile = async (dialog: ReturnType<typeof within>) => {
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'step_april');
  await userEvent.upload(
    dialog.getByLabelText('File'),
    new File(['a,b\n1,2\n'], 'april.csv', { type: 'text/csv' }),
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
};
