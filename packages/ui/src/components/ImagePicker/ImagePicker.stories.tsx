import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { pictureFileRule } from '@stride/domain';
import { expectHostileFilesRefused, hostileFiles } from '../../storybook/hostile-files';
import { pngFile } from '../../storybook/png-file';
import { ImagePicker } from './ImagePicker';

const meta = {
  title: 'Components/ImagePicker',
  tags: ['autodocs'],
  component: ImagePicker,
  args: { label: 'Logo', onPick: fn() },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * A tall picture is redrawn 1200 high, its proportions kept, under its own file name (a test: the Default
 * story stays untouched).
 */
// Rules: organisations.pictures.max-height
export const TallPictureIsDownscaled: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Logo');
    await userEvent.upload(input, await pngFile('tall-logo.png', 300, 2400));
    await waitFor(() => expect(args.onPick).toHaveBeenCalled());
    const [image, fileName] = (args.onPick as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    const bitmap = await createImageBitmap(image);
    // Downscaled to 1200 high, proportions kept.
    await expect([bitmap.width, bitmap.height, fileName]).toEqual([150, 1200, 'tall-logo.png']);
  },
};

// Rules: organisations.pictures.max-height
export const SmallImageKeepsItsSize: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Logo'), await pngFile('small.png', 64, 32));
    await waitFor(() => expect(args.onPick).toHaveBeenCalled());
    const bitmap = await createImageBitmap((args.onPick as ReturnType<typeof fn>).mock.calls[0]![0] as Blob);
    await expect([bitmap.width, bitmap.height]).toEqual([64, 32]);
  },
};

// Rules: organisations.pictures.not-a-picture
export const NotAPicture: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo');
    // A file dialog set to "All files" lets any file through the accept filter.
    await fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })] },
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your choice is not a picture');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

export const BrokenPicture: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A PNG signature, then bytes no decoder can read.
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x01, 0x02, 0x03]);
    await userEvent.upload(
      canvas.getByLabelText('Logo'),
      new File([broken], 'broken.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The image could not be resized.');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** A page renamed .png, an empty file, one over 100 MB and a program: each its message, none uploaded (ADR 0094). */
export const HostileFilesAreRefused: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await expectHostileFilesRefused(
      within(canvasElement).getByLabelText('Logo'),
      canvasElement,
      hostileFiles('png', pictureFileRule),
      args.onPick,
    );
  },
};

export const WithCurrentImage: Story = {
  args: {
    imageUrl: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Logo preview' })).toBeVisible();
  },
};

export const UploadFails: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    onPick: fn(() => Promise.reject(new Error('offline'))),
    pickFailedMessage: 'The logo could not be uploaded. Try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo');
    await userEvent.upload(input, await pngFile('logo.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The logo could not be uploaded. Try again.',
    );
    // The picker is ready for another try.
    await expect(input).toBeEnabled();
  },
};
