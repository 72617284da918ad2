import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApplyModelModal } from './ApplyModelModal';
import {
  discardQuestion,
  escapeClosesUnchanged,
  outsideClickKeepsItOpen,
  typeThenEscape,
} from '../../storybook/dialog-keyboard';
import { storyModels, storyPreview } from './ml-story-data';

const meta = {
  title: 'Components/ApplyModelModal',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 860 } } },
  component: ApplyModelModal,
  args: {
    open: true,
    onOpenChange: fn(),
    models: storyModels,
    onApply: fn(async () => ({ id: 1001 })),
    onPreviewPredict: fn(async () => storyPreview),
  },
} satisfies Meta<typeof ApplyModelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Apply model' }));
    await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** The Model list offers every model (a test: the Default story stays untouched). */
export const ListTheModels: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const modal = within(await screen.findByRole('dialog', { name: 'Apply model' }));
    await userEvent.click(modal.getByRole('combobox', { name: /Model/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual(['Mode share by distance', 'Car or not']);
    await userEvent.keyboard('{Escape}');
  },
};

export const ApplyNeedsAnUploadAndAModel: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultModelId: 2 },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Apply model' }));
    await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.type(modal.getByRole('spinbutton', { name: /Survey upload id/ }), '1');
    await userEvent.click(modal.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith({ stap_data_upload_id: 1, model_id: 2 }));
  },
};

export const PreviewPredictWithTrainedModels: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Apply model' }));
    await userEvent.type(modal.getByRole('spinbutton', { name: /Survey upload id/ }), '1');
    await expect(modal.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(modal.queryByRole('checkbox', { name: 'Walking likelihood' })).toBeNull();
    await userEvent.click(modal.getByRole('checkbox', { name: 'Mode share by distance' }));
    await userEvent.click(modal.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(args.onPreviewPredict).toHaveBeenCalledWith(1, 20, [1]));
    await expect(await modal.findByRole('table', { name: 'Prediction preview' })).toHaveTextContent(
      'prediction_1',
    );
  },
};

/** Keyboard only, nothing typed: Escape closes the modal at once (ADR 0100). */
export const EscapeClosesUnchanged: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: ({ args }) => escapeClosesUnchanged('Apply model', args.onOpenChange),
};

/** Keyboard only, something typed: Escape asks the leave question; Stay keeps it, Leave drops it. */
export const EscapeAsksWhenTyped: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: typeThenEscape('Apply model', 'spinbutton', /Survey upload id/, '12', false),
};

/** A click outside does nothing, before and after typing (docs/product/automations.md). */
export const OutsideClickKeepsItOpen: Story = {
  tags: ['!dev', '!autodocs'],
  args: { discardQuestion },
  play: outsideClickKeepsItOpen('Apply model', 'spinbutton', /Survey upload id/, '12'),
};
