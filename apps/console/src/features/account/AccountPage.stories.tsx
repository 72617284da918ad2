import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoOrganisationIds } from '@stride/mocks';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { byRole, pngFile } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { accountForm } from '../../storybook/account-stories';

/** The account form as each role sees it, its checks and its logo (saving has its own title). */
const meta = {
  title: 'Pages/Account',
  ...pageMeta,
  args: { path: '/members/account', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen as the role chosen in the Role toolbar (one Chromatic capture per role). */
export const ByRole: Story = { ...byRole };

const uploadPath = '*/api/uploadFile';

// Rules: account.form.name-school, account.form.email, account.form.primary-admin, account.form.contact-rows
export const SchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.termsSchool);
    await expect(account.getByLabelText('School Name')).toHaveValue(school?.name);
    await expect(
      within(account.getByRole('group', { name: 'Organisation' })).getByLabelText(/^Email/),
    ).toHaveValue('school@demo.test');
    await expect(account.getByRole('group', { name: 'Primary admin' })).toBeVisible();
    await expect(account.getAllByRole('group', { name: /^Contact \d/ })).toHaveLength(2);
  },
};

// Rules: account.form.name-authority
export const CouncilAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    await expect(account.getByLabelText('Local Authority Name')).toHaveValue('London Borough of Hackney');
    await expect(account.queryByLabelText('School Name')).not.toBeInTheDocument();
  },
};

// Rules: account.form.name-authority, account.form.email
export const MultiSchoolAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    await expect(account.getByLabelText('Local Authority Name')).toHaveValue(
      'North London Learning Partnership',
    );
    await expect(
      within(account.getByRole('group', { name: 'Organisation' })).getByLabelText(/^Email/),
    ).toHaveValue('multi@demo.test');
  },
};

// Rules: account.form.name-authority, account.form.email
export const ProductTeamAdmin: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'ADMIN' },
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    // The product team belongs to no organisation: its own e-mail and names, no organisation name.
    await expect(
      within(account.getByRole('group', { name: 'Organisation' })).getByLabelText(/^Email/),
    ).toHaveValue('product@demo.test');
    await expect(account.getByLabelText('Local Authority Name')).toHaveValue('');
  },
};

// Rules: account.contacts.required
export const ContactsRequired: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(account.getAllByText('contact can not be null')).toHaveLength(8));
    await expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  },
};

const uploads: { height?: number; width?: number; query?: string }[] = [];

// Rules: account.form.logo, account.logo.max-height, account.endpoint.upload
export const LogoUploadResizes: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  // Sees the file as the server would, then lets the demo backend answer.
  beforeEach: ({ msw }) =>
    msw.use(
      http.post(uploadPath, async ({ request }) => {
        const logo = (await request.clone().formData()).get('logo');
        if (logo instanceof File) {
          const bitmap = await createImageBitmap(logo);
          uploads.push({ width: bitmap.width, height: bitmap.height, query: new URL(request.url).search });
        }
        return undefined;
      }),
    ),
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    uploads.length = 0;
    await userEvent.upload(account.getByLabelText('Logo'), await pngFile('crest.png', 800, 3000));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await expect(uploads[0]).toEqual({
      width: 320,
      height: 1200,
      query: `?notice&school_id=${demoOrganisationIds.council}`,
    });
    await waitFor(() =>
      expect(account.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      ),
    );
  },
};

// Rules: account.logo.not-a-picture
export const LogoNotAPicture: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      account.getByLabelText('Logo'),
      new File(['%PDF-1.7'], 'crest.pdf', { type: 'application/pdf' }),
    );
    await expect(await account.findByText('Your choice is not a picture')).toBeVisible();
  },
};

// Rules: account.logo.upload-failed
export const LogoUploadMalformedAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  beforeEach: ({ msw }) => msw.use(http.post(uploadPath, () => HttpResponse.json({ unexpected: true }))),
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    await userEvent.upload(account.getByLabelText('Logo'), await pngFile('crest.png', 800, 3000));
    await expect(await account.findByText('The logo could not be uploaded. Try again.')).toBeVisible();
  },
};
