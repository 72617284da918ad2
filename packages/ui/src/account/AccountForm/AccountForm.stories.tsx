import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { pngFile } from '../../storybook/png-file';
import { accountNameLabel, type Role } from '@stride/domain';
import { AccountForm, type AccountFormProps } from './AccountForm';
import { roleArgType } from '../../storybook/arg-types';

/** A story picks a role; the name field gets the label the console gives that role. */
type StoryArgs = Omit<AccountFormProps, 'nameLabel'> & { role: Role };

// Where the server keeps the uploaded logo: drawn in place, so the story needs no network.
const uploadedLogo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="56" fill="#2f6f5e"/></svg>',
  );

const meta = {
  title: 'Components/AccountForm',
  tags: ['autodocs'],
  argTypes: { role: roleArgType },
  component: AccountForm,
  args: {
    role: 'SCHOOL_ADMIN',
    defaultValues: {
      name: 'Camden Green School',
      email: 'school@demo.test',
      first_name: 'Sara',
      last_name: 'School',
    },
    onSubmit: fn(async () => {}),
    onUploadLogo: fn(async () => uploadedLogo),
  },
  render: ({ role, ...args }) => <AccountForm {...args} nameLabel={accountNameLabel(role)} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole('group', { name: `Contact ${n}` }));

async function fillContact(
  canvasElement: HTMLElement,
  n: number,
  values: { email: string; first: string; last: string; role: string },
) {
  const row = contact(canvasElement, n);
  await userEvent.type(row.getByLabelText(/^Email/), values.email);
  await userEvent.type(row.getByLabelText(/^First name/), values.first);
  await userEvent.type(row.getByLabelText(/^Last name/), values.last);
  await userEvent.click(row.getByRole('combobox', { name: /Role/ }));
  await userEvent.click(await screen.findByRole('option', { name: values.role }));
}

// Rules: account.form.contact-rows, account.password.hint, account.form.password
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('School Name')).toHaveValue('Camden Green School');
    await expect(canvas.getByRole('group', { name: 'Contact 1' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Contact 2' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Contact 3' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription('Minimum 8 characters');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Minimum 8 characters',
    );
  },
};

// Rules: account.form.name-authority
export const CouncilAdmin: Story = {
  args: {
    role: 'COUNCIL_ADMIN',
    defaultValues: { name: 'London Borough of Hackney', email: 'council@demo.test' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Local Authority Name')).toHaveValue(
      'London Borough of Hackney',
    );
    await expect(within(canvasElement).queryByLabelText('School Name')).not.toBeInTheDocument();
  },
};

// Rules: account.contacts.required
export const ContactsRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText('contact can not be null')).toHaveLength(8));
    await expect(contact(canvasElement, 1).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'contact can not be null',
    );
    await expect(contact(canvasElement, 2).getByRole('combobox', { name: /Role/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

// Rules: account.form.contact-rows, account.form.contact-roles, account.form.payload
export const AddAndRemoveContacts: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 2' }));
    await expect(canvas.queryByRole('group', { name: 'Contact 2' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    await expect(canvas.getByRole('group', { name: 'Contact 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 2' }));
    // A contact's role is one of three.
    await userEvent.click(contact(canvasElement, 1).getByRole('combobox', { name: /Role/ }));
    const roles = within(await screen.findByRole('listbox'));
    await expect(roles.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Administrator',
      'Headmaster',
      'Bursar',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await fillContact(canvasElement, 1, {
      email: 'head@camden.test',
      first: 'Hal',
      last: 'Head',
      role: 'Headmaster',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Camden Green School',
        email: 'school@demo.test',
        contacts: [{ email: 'head@camden.test', first_name: 'Hal', last_name: 'Head', role: 'headmaster' }],
      }),
      expect.anything(),
    );
  },
};

export const NoContacts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ contacts: [] }),
        expect.anything(),
      ),
    );
  },
};

// Rules: account.password.hint, account.password.checks
export const PasswordRules: Story = {
  args: { defaultValues: { ...meta.args.defaultValues, contacts: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'),
    );
    // The hint and the error say the same: 'Minimum 8 characters', now as an error.
    await expect(canvas.getAllByText('Minimum 8 characters')).toHaveLength(3);
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'long-enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      /The passwords do not match/,
    );
    await expect(canvas.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

// Rules: account.logo.not-a-picture, account.logo.types
export const LogoNotAPicture: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      canvas.getByLabelText('Logo'),
      new File(['not a picture'], 'notes.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('Your choice is not a picture')).toBeVisible();
    await expect(canvas.getByLabelText('Logo')).toHaveAccessibleDescription(/Your choice is not a picture/);
    await expect(args.onUploadLogo).not.toHaveBeenCalled();
  },
};

// Rules: account.logo.max-height, account.form.logo
export const LogoResized: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Logo'), await pngFile('tall-logo.png', 600, 2400));
    await waitFor(() => expect(args.onUploadLogo).toHaveBeenCalledOnce());
    const [uploaded, fileName] = (args.onUploadLogo as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    const bitmap = await createImageBitmap(uploaded);
    await expect([bitmap.width, bitmap.height]).toEqual([300, 1200]);
    await expect(uploaded.type).toBe('image/png');
    await expect(fileName).toBe('tall-logo.png');
    await expect(await canvas.findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      uploadedLogo,
    );
  },
};

/** A JPEG logo is redrawn as JPEG at quality 0.9 before it is uploaded (a test). */
// Rules: account.logo.quality
export const LogoEncodedAtQuality: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const drawing = document.createElement('canvas');
    drawing.width = 400;
    drawing.height = 300;
    drawing.getContext('2d')?.fillRect(0, 0, 400, 300);
    const photo = await new Promise<Blob | null>((resolve) => drawing.toBlob(resolve, 'image/jpeg'));
    const jpeg = new File([photo ?? ''], 'crest.jpg', { type: 'image/jpeg' });
    const encode = spyOn(HTMLCanvasElement.prototype, 'toBlob');
    try {
      await userEvent.upload(canvas.getByLabelText('Logo'), jpeg);
      await waitFor(() => expect(args.onUploadLogo).toHaveBeenCalledOnce());
      await expect(encode).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
      const [uploaded, fileName] = (args.onUploadLogo as ReturnType<typeof fn>).mock.calls[0] as [
        Blob,
        string,
      ];
      await expect(uploaded.type).toBe('image/jpeg');
      await expect(fileName).toBe('crest.jpg');
    } finally {
      encode.mockRestore();
    }
  },
};

// Rules: account.logo.upload-failed
export const LogoUploadFails: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onUploadLogo: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Logo'), await pngFile('logo.png', 40, 40));
    await expect(await canvas.findByText('The logo could not be uploaded. Try again.')).toBeVisible();
  },
};

// Rules: account.save.failed
export const SaveFailed: Story = {
  args: { error: 'Your details could not be saved. Nothing you typed is lost: try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your details could not be saved.',
    );
  },
};

export const Saving: Story = {
  args: {
    defaultValues: { ...meta.args.defaultValues, contacts: [] },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Each change the user makes reports the whole form (the console keeps it as a draft); mounting reports nothing. */
export const ReportsEachChange: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onValuesChange: fn() },
  play: async ({ args, canvasElement }) => {
    await expect(args.onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(within(canvasElement).getByLabelText('School Name'), ' North');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Camden Green School North', email: 'school@demo.test' }),
    );
  },
};
