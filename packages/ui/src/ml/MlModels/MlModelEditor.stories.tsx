import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyMlModelForm } from '@stride/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MlModelEditor } from './MlModelEditor';
import { storyPreview } from './ml-story-data';
import { outsideClickKeepsItOpen } from '../../storybook/dialog-keyboard';

const organisations = {
  schools: [
    { id: 1, name: 'Hillside Primary' },
    { id: 2, name: 'Riverside Academy' },
  ],
  groups: [],
  councils: [{ id: 881, name: 'Camden' }],
};

const meta = {
  title: 'Components/MlModelEditor',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 860 } } },
  component: MlModelEditor,
  args: {
    open: true,
    onOpenChange: fn(),
    organisations,
    onSave: fn(async () => ({ id: 7 })),
    onTrain: fn(async () => ({ status: 'TRAINED', accuracy: 0.82 })),
    onPreview: fn(async () => storyPreview),
    trainDelayMs: 500,
  },
} satisfies Meta<typeof MlModelEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /ML model/ });

export const Default: Story = {
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(modal.getByRole('combobox', { name: 'Target field' })).toHaveTextContent('Transport type');
    await expect(modal.getByRole('switch', { name: 'BLACKLIST' })).not.toBeChecked();
  },
};

/** Escape asks to close (a test: the Default story stays untouched). */
export const EscapeAsksToClose: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    // Escape asks to close; the page asks first when there are unsaved changes (ADR 0100).
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SaveNeedsANameAndFields: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 'ab');
    await expect(modal.getByText('Length should be 3 to 80')).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 'c');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(modal.getByRole('checkbox', { name: 'Distance (km)' }));
    await userEvent.click(modal.getByRole('switch', { name: 'BLACKLIST' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'abc',
          selected_fields_json: ['journeys.distance'],
          weights_json: { 'journeys.distance': 1 },
          selection_type: 'BLACKLIST',
        }),
      ),
    );
    await expect(args.onTrain).not.toHaveBeenCalled();
  },
};

/** A name too short shows the spec's message as it is typed, keeps the text and blocks both saves (SaveNeedsANameAndFields types on to a valid one). */
export const InvalidNameKeepsWhatWasTyped: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultValues: { ...emptyMlModelForm, selected_fields_json: ['journeys.distance'] } },
  play: async ({ args }) => {
    const modal = within(await dialog());
    const name = modal.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Bu');
    await expect(name).toHaveValue('Bu');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Length should be 3 to 80'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Save & Train' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveAndTrainShowsTheResult: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    defaultValues: { ...emptyMlModelForm, name: 'Mode share', selected_fields_json: ['journeys.distance'] },
  },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Save & Train' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(args.onTrain).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onTrain).toHaveBeenCalledWith(7));
    await expect(await modal.findByLabelText('Training result')).toHaveTextContent('"accuracy": 0.82');
  },
};

export const PreviewLimitIsFourDigits: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultValues: { ...emptyMlModelForm, name: 'Mode share', stap_data_upload_id: '1' } },
  play: async ({ args }) => {
    const modal = within(await dialog());
    const limit = modal.getByRole('textbox', { name: 'Preview limit' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '12a');
    await expect(modal.getByText('At most 4 digits')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await userEvent.clear(limit);
    await userEvent.type(limit, '50');
    await userEvent.click(modal.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(args.onPreview).toHaveBeenCalledWith(expect.objectContaining({ stap_data_upload_id: 1 }), 50),
    );
    await expect(await modal.findByRole('table', { name: 'Survey preview' })).toHaveTextContent('WALKING');
  },
};

/** Each change the user makes reports the whole form (the console keeps it as a draft); opening reports nothing. */
export const ReportsEachChange: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onValuesChange: fn() },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(args.onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 'Bus');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ ...emptyMlModelForm, name: 'Bus' });
  },
};

/** A click outside does nothing, before and after typing (docs/product/automations.md). */
export const OutsideClickKeepsItOpen: Story = {
  tags: ['!dev', '!autodocs'],
  play: outsideClickKeepsItOpen('New ML model', 'textbox', /^Name/, 'Walkers'),
};
