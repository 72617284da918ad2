import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Organisation } from '@stride/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { OrganisationDetail } from './OrganisationDetail';

const hill: Organisation = {
  id: 101,
  name: 'Hill Primary',
  status: 'active',
  organization_type: 'SCHOOL',
  school_type: 'COUNCIL',
  council_name: 'London Borough of Camden',
  code: 'HILL01',
  staff_code: 'HILLST01',
  pupils_count: 320,
  parents_count: 410,
  staff_count: 31,
  email: 'office@hill.test',
  phone: '020 7946 0000',
  admins: [{ first_name: 'Ann', last_name: 'Lee', email: 'ann@hill.test' }],
};

const meta = {
  title: 'Components/OrganisationDetail',
  tags: ['autodocs'],
  // Its stories open dialogs, which would cover the docs page: each story is shown in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 680 } } },
  component: OrganisationDetail,
  args: { organisation: hill, onClose: fn() },
} satisfies Meta<typeof OrganisationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Hill Primary' });
    await expect(within(dialog).getByText('HILL01')).toBeVisible();
    await expect(within(dialog).getByText('320, 410, 31')).toBeVisible();
    await expect(within(dialog).getByText('Ann Lee (ann@hill.test)')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

/** Close calls onClose (a test: the Default story stays untouched). */
export const CloseCallsOnClose: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const dialog = await screen.findByRole('dialog', { name: 'Hill Primary' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(context.args.onClose).toHaveBeenCalled();
  },
};

export const SuperAdminEdit: Story = {
  tags: ['!dev', '!autodocs'],
  args: { edit: { label: 'Edit Organization', onEdit: fn() } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Organization' }));
    await expect(args.edit?.onEdit).toHaveBeenCalledWith(hill);
  },
};

export const ProductAdminEditSchool: Story = {
  tags: ['!dev', '!autodocs'],
  args: { edit: { label: 'Edit School', onEdit: fn() } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Edit School' })).toBeVisible();
  },
};

export const Council: Story = {
  args: {
    organisation: {
      id: 1,
      name: 'London Borough of Camden',
      organization_type: 'COUNCIL',
      school_count: 12,
      admins: [],
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'London Borough of Camden' });
    await expect(within(dialog).getByText('Schools')).toBeVisible();
    await expect(within(dialog).queryByText('Parent code')).not.toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { organisation: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
