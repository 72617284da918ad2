import {
  getAdminMessages,
  getAlerts,
  getDashboardHome,
  getUnreadCount,
  hideAlert,
  markAdminMessageRead,
  refreshAdmin,
  updateAdminInfo,
  uploadLogo,
} from '@stride/api';
import { achievementStatuses, performanceOf, signupLinks } from '@stride/domain';
import { describe, expect, it, vi } from 'vitest';
import { demoOrganisationIds } from '../data/demo-accounts';
import { demoDb } from '../data/demo-db';
import { demoUnreadMessages } from '../inbox/generate-inbox';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

describe('GET api/admin/dashboard/dashboardHome', () => {
  // Rules: home.endpoint.dashboard-home
  it('gives the school admin its own school with sign-up codes and realistic shares', async () => {
    const home = await getDashboardHome(await signedInClient('school@demo.test'));
    expect(home.school.id).toBe(demoOrganisationIds.termsSchool);
    expect(signupLinks(home.school, 'https://app.test')).toHaveLength(2);
    for (const circle of performanceOf(home)) {
      expect(circle.total).toBeGreaterThan(0);
      expect(circle.percent).toBeGreaterThan(0);
      expect(circle.percent).toBeLessThan(100);
    }
  });

  // Rules: home.endpoint.dashboard-home
  it('gives each admin its own organisation: council, trust, product', async () => {
    const council = await getDashboardHome(await signedInClient('council@demo.test'));
    const multi = await getDashboardHome(await signedInClient('multi@demo.test'));
    const superAdmin = await getDashboardHome(await signedInClient('super@demo.test'));
    expect(council.school.name).toBe(
      demoDb.councils.find((row) => row.id === demoOrganisationIds.council)?.name,
    );
    expect(multi.school.school_count).toBe(3);
    expect(superAdmin.school.name).toBe('Stride');
    expect(superAdmin.school_stats.journeys).toBeGreaterThan(council.school_stats.journeys);
    expect(signupLinks(council.school, 'https://app.test')).toEqual([]);
  });

  it('has guides and achievements at different stages, one completed', async () => {
    const home = await getDashboardHome(await signedInClient('school@demo.test'));
    expect(home.guides.length).toBeGreaterThanOrEqual(3);
    const { statuses, failed } = achievementStatuses(home.achievements);
    expect(failed).toBe(0);
    expect(statuses.some((status) => status.completed)).toBe(true);
    expect(new Set(statuses.map((status) => status.progress)).size).toBeGreaterThan(2);
  });
});

describe('api/admin/alerts', () => {
  // Rules: home.endpoint.alerts, home.alerts.dismiss
  it('shows alerts by role and hides one for good', async () => {
    const client = await signedInClient('school@demo.test');
    const alerts = await getAlerts(client);
    expect(alerts.map((alert) => alert.id)).toEqual([1, 2]);
    await hideAlert(client, 1);
    expect((await getAlerts(client)).map((alert) => alert.id)).toEqual([2]);
    // Hidden for that admin only.
    expect((await getAlerts(await signedInClient('council@demo.test'))).map((alert) => alert.id)).toEqual([
      1, 3,
    ]);
  });
});

describe('inbox', () => {
  // Rules: inbox.endpoint.messages
  it('has a dozen messages, the newest unread, one of them hostile', async () => {
    const client = await signedInClient('council@demo.test');
    const inbox = await getAdminMessages(client);
    expect(inbox.messages).toHaveLength(12);
    expect(inbox.unread).toBe(demoUnreadMessages);
    expect(inbox.messages.some((message) => message.content.includes('<script>'))).toBe(true);
    expect(inbox.messages.map((m) => m.created_at)).toEqual(
      [...inbox.messages.map((m) => m.created_at)].sort().reverse(),
    );
  });

  // Rules: inbox.endpoint.set-read, inbox.endpoint.unread-count
  it('marks a message read and the count drops', async () => {
    const client = await signedInClient('multi@demo.test');
    const [first] = (await getAdminMessages(client)).messages;
    await markAdminMessageRead(client, first?.id ?? 0);
    expect(await getUnreadCount(client)).toBe(demoUnreadMessages - 1);
  });

  // Rules: inbox.endpoint.set-read
  it("refuses to mark another admin's message", async () => {
    const other = demoDb.adminMessages.find((message) => message.recipient_id !== 4);
    const error = await rejectionOf(
      markAdminMessageRead(await signedInClient('school@demo.test'), other?.id ?? 0),
    );
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('account', () => {
  const form = {
    logo_url: '',
    name: 'Camden Green School',
    email: 'sara@demo.test',
    new_password: '',
    confirm_password: '',
    first_name: 'Sarah',
    last_name: 'Schoolwell',
    contacts: [
      { email: 'head@camden.test', first_name: 'Hal', last_name: 'Head', role: 'headmaster' as const },
    ],
  };

  // Rules: account.endpoint.update, account.form.payload
  it('saves the form: the user info and the organisation name change', async () => {
    const client = await signedInClient('school@demo.test');
    await updateAdminInfo(client, form);
    const { user } = await refreshAdmin(client);
    expect(user).toMatchObject({ first_name: 'Sarah', last_name: 'Schoolwell', email: 'sara@demo.test' });
    expect(user.admin_organization?.name).toBe('Camden Green School');
    expect(demoDb.accountContacts).toEqual([expect.objectContaining({ account_id: 4, role: 'headmaster' })]);
  });

  // Rules: account.endpoint.update
  it('refuses an e-mail of another account with a message', async () => {
    const error = await rejectionOf(
      updateAdminInfo(await signedInClient('school@demo.test'), { ...form, email: 'council@demo.test' }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 422, code: 'email_taken' });
  });

  // Rules: account.endpoint.upload, account.logo.not-a-picture
  it('answers an uploaded picture with a URL that shows it, and refuses a file that is not a picture', async () => {
    const client = await signedInClient('school@demo.test');
    const url = await uploadLogo(
      client,
      101,
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'logo.png',
    );
    expect(url).toBe('data:image/png;base64,iVBORw==');
    const error = await rejectionOf(
      uploadLogo(client, 101, new Blob(['x'], { type: 'text/plain' }), 'notes.txt'),
    );
    expect(error).toMatchObject({ status: 422, message: 'Your choice is not a picture' });
  });
});

describe('inbox times', () => {
  it('serves the newest message as two hours old, whatever the day', async () => {
    // The day is set, not read from the machine's clock: the answer is exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    try {
      const [newest] = (await getAdminMessages(await signedInClient('council@demo.test'))).messages;
      expect(newest?.created_at).toBe('2026-11-24 08:00:00');
    } finally {
      vi.useRealTimers();
    }
  });
});
