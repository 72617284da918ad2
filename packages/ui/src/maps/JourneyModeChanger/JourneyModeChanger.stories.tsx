import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { JourneyModeChanger } from './JourneyModeChanger';

const journey = {
  id: 42,
  latitude: 51.5,
  longitude: -0.12,
  mode: 'CAR' as const,
  staff: false,
  shared: false,
};

const meta = {
  title: 'Maps/JourneyModeChanger',
  tags: ['autodocs'],
  component: JourneyModeChanger,
  args: { journey, onSave: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof JourneyModeChanger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journey's tracking id and mode first; saving is off until another mode is chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Journey 42' });
    await expect(form).toHaveTextContent('Tracking id42');
    await expect(within(form).getByRole('combobox', { name: 'Travel mode' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Change travel mode' })).toBeDisabled();
  },
};

/** Which journey it is, in names: the parent, the pupil, the school, and the date it was made. */
// Rules: maps.change-mode.panel-names-journey
export const WithDetails: Story = {
  args: {
    journeyDetail: {
      detail: {
        id: 42,
        mode: 'CAR',
        person: 'Ada Okafor',
        pupil: 'Sam Okafor',
        school: 'Camden Primary',
        time: '2026-11-02 08:14',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Journey 42' });
    for (const [term, value] of [
      ['Tracking id', '42'],
      ['Parent', 'Ada Okafor'],
      ['Pupil', 'Sam Okafor'],
      ['School', 'Camden Primary'],
      ['Date', '2026-11-02 08:14'],
    ])
      await expect(within(form).getByText(term!).nextElementSibling).toHaveTextContent(value!);
  },
};

/** A staff member's journey: no pupil. */
// Rules: maps.change-mode.panel-names-journey
export const StaffJourney: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    journey: { ...journey, staff: true },
    journeyDetail: {
      detail: {
        id: 42,
        mode: 'CAR',
        person: 'Ben Achebe',
        pupil: null,
        school: 'Hackney Academy',
        time: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Journey 42' });
    await expect(within(form).getByText('Staff member').nextElementSibling).toHaveTextContent('Ben Achebe');
    await expect(within(form).queryByText('Pupil')).not.toBeInTheDocument();
    await expect(within(form).getByText('Date').nextElementSibling).toHaveTextContent('Not known');
  },
};

/** The details could not be loaded: the panel says so with Retry, and the mode can still be changed. */
// Rules: maps.change-mode.details-fail
export const DetailsFailed: Story = {
  tags: ['!dev', '!autodocs'],
  args: { journeyDetail: { detail: undefined, failed: true, onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Journey 42' });
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      "The journey's details could not be loaded.",
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Retry' }));
    await expect(args.journeyDetail?.onRetry).toHaveBeenCalledOnce();
    await expect(within(form).getByRole('combobox', { name: 'Travel mode' })).toBeEnabled();
  },
};

/** Choosing another mode and saving hands the journey and the mode over (a test). */
export const ChooseAnotherModeAndSave: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement, args } = context;
    const form = within(canvasElement).getByRole('form', { name: 'Journey 42' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Travel mode' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bus' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Change travel mode' }));
    await expect(args.onSave).toHaveBeenCalledWith(journey, 'BUS');
  },
};

/** A failed save keeps the choice and says so. */
// Rules: maps.change-mode.save-fails
export const SaveFails: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onSave: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Journey 42' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Travel mode' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Train' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Change travel mode' }));
    await expect(
      await within(form).findByText('The travel mode could not be changed. Please try again.'),
    ).toBeVisible();
    await expect(within(form).getByRole('combobox', { name: 'Travel mode' })).toHaveTextContent('Train');
  },
};

/** Cancel closes without a change. */
export const Cancel: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
