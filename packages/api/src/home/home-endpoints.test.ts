import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { updateAdminInfo, updateAdminInfoPath } from '../account/update-admin-info';
import { uploadFilePath, uploadLogo } from '../uploads/upload-file';
import { isApiError } from '../client/api-error';
import { adminMessagesPath, getAdminMessages } from '../inbox/admin-messages';
import { markAdminMessageRead } from '../inbox/mark-read';
import { getUnreadCount, unreadCountPath } from '../inbox/unread-count';
import { alertsPath, getAlerts, hideAlert } from './alerts';
import { dashboardHomePath, getDashboardHome } from './dashboard-home';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;

describe('dashboardHome', () => {
  // Rules: home.endpoint.dashboard-home, home.dashboard-response.fields
  it('GETs the home answer and coerces numeric strings', async () => {
    server.use(
      http.get(host + dashboardHomePath, () =>
        HttpResponse.json({
          school: { id: 101, name: 'Camden School', code: 'CAM', staff_code: 'CAMS', total_parents: 120 },
          school_stats: {
            parents: '300',
            staff: 40,
            journeys: 900,
            journeys_sustainable: '450',
            journeys_active: 300,
          },
          guides: [{ id: 1, title: 'Start', text: 'Read this', link: 'https://a', linkLabel: 'A' }],
          achievements: [{ currentValue: '12', levels: [{ goalValue: '10', goalText: '10 parents' }] }],
        }),
      ),
    );
    const home = await getDashboardHome(client);
    expect(home.school_stats.parents).toBe(300);
    expect(home.achievements[0]?.levels[0]?.goalValue).toBe(10);
  });

  // Rules: home.dashboard-response.fields
  it('rejects an answer without school_stats as invalid', async () => {
    server.use(
      http.get(host + dashboardHomePath, () =>
        HttpResponse.json({ school: { id: 1, name: 'x' }, guides: [], achievements: [] }),
      ),
    );
    const error = await getDashboardHome(client).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('invalid-response');
  });
});

describe('alerts', () => {
  // Rules: home.endpoint.alerts
  it('lists alerts and hides one by POSTing its id', async () => {
    let posted: unknown;
    server.use(
      http.get(host + alertsPath, () =>
        HttpResponse.json({ alerts: [{ id: 4, message: 'Census week', type: 'odd' }] }),
      ),
      http.post(host + alertsPath, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    expect(await getAlerts(client)).toEqual([{ id: 4, message: 'Census week', type: 'info' }]);
    await hideAlert(client, 4);
    expect(posted).toEqual({ id: 4 });
  });
});

describe('inbox', () => {
  // Rules: inbox.endpoint.messages, inbox.endpoint.unread-count, inbox.endpoint.set-read, inbox.admin-message.fields
  it('reads messages with the unread count, the count alone, and marks one read by GET with its id', async () => {
    const seen: string[] = [];
    server.use(
      http.get(host + adminMessagesPath, () =>
        HttpResponse.json({
          messages: [
            { id: 7, subject: 's', content: '<p>c</p>', is_read: '0', created_at: '2026-11-01 10:00:00' },
          ],
          unread: '1',
        }),
      ),
      http.get(host + unreadCountPath, () => HttpResponse.json({ unread: 3 })),
      http.get(`${host}api/admin/administration/setAdminMessageAsRead/:id`, ({ params }) => {
        seen.push(String(params.id));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const inbox = await getAdminMessages(client);
    expect(inbox.unread).toBe(1);
    expect(inbox.messages[0]?.is_read).toBe(0);
    expect(await getUnreadCount(client)).toBe(3);
    await markAdminMessageRead(client, 7);
    expect(seen).toEqual(['7']);
  });
});

describe('account', () => {
  // Rules: account.endpoint.update, account.form.payload
  it('POSTs the account form as JSON', async () => {
    let body: unknown;
    server.use(
      http.post(host + updateAdminInfoPath, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    const form = {
      logo_url: '',
      name: 'n',
      email: 'e@x.test',
      new_password: '',
      confirm_password: '',
      first_name: 'a',
      last_name: 'b',
      contacts: [],
    };
    await updateAdminInfo(client, form);
    expect(body).toEqual(form);
  });

  // Rules: account.endpoint.upload
  it('uploads the logo as multipart field logo with the notice and school_id query, and returns the url', async () => {
    const seen: {
      query?: string;
      type?: string | null;
      file?: FormDataEntryValue | null;
      auth?: string | null;
    } = {};
    server.use(
      http.post(host + uploadFilePath, async ({ request }) => {
        seen.query = new URL(request.url).search;
        seen.type = request.headers.get('content-type');
        seen.auth = request.headers.get('authorization');
        seen.file = (await request.formData()).get('logo');
        return HttpResponse.json({ url: 'https://files.example/logo.png' });
      }),
    );
    const url = await uploadLogo(client, 101, new Blob(['png'], { type: 'image/png' }), 'logo.png');
    expect(url).toBe('https://files.example/logo.png');
    expect(seen.query).toBe('?notice&school_id=101');
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.auth).toBe('Bearer jwt');
    expect(seen.file).toBeInstanceOf(File);
    expect((seen.file as File).name).toBe('logo.png');
  });
});
