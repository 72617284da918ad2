import { readMessageFlag, unreadMessageFlag } from '@stride/domain';
import type { DbAccount, DbAdminMessage } from '../data/db-shape';
import { demoToday, formatDateTime } from '../data/demo-calendar';

/** A dozen messages, newest first, in the rich HTML the platform team sends. */
const messages: ReadonlyArray<{ subject: string; content: string; hoursAgo: number }> = [
  {
    subject: 'Welcome to the new Stride console',
    content:
      '<h2>Welcome!</h2><p>The console has a <strong>new home dashboard</strong> with your sign-up links, guides and achievements.</p><ul><li>Share your parent and staff links</li><li>Follow your travel-plan metrics</li></ul><p>Read the <a href="https://stride.example/guides/console">console guide</a>.</p>',
    hoursAgo: 2,
  },
  {
    subject: 'Walk to School Week starts on Monday',
    content:
      '<p>Walk to School Week runs from <em>Monday to Friday</em>. Post a notice to your parents and encourage them to <strong>walk, scoot or cycle</strong>.</p><p><img src="/demo/inbox/walk-week.svg" alt="Children walking to school"></p>',
    hoursAgo: 20,
  },
  {
    subject: 'Security notice',
    // A hostile payload on purpose: the inbox must show it without running any of it.
    content:
      '<p>Please review your account settings.</p><script>window.__strideInboxPwned = true</script><img src="x" alt="" onerror="window.__strideInboxPwned = true"><p><a href="javascript:window.__strideInboxPwned = true">Review now</a></p><iframe src="javascript:window.__strideInboxPwned = true"></iframe>',
    hoursAgo: 30,
  },
  {
    subject: 'Your termly travel-plan report is ready',
    content:
      '<p>The report for the <strong>summer term</strong> is ready in <a href="/members/travel_planning">Travel Plan Metrics</a>.</p><table><thead><tr><th>Mode</th><th>Share</th></tr></thead><tbody><tr><td>Walking</td><td>41%</td></tr><tr><td>Car</td><td>28%</td></tr></tbody></table>',
    hoursAgo: 50,
  },
  {
    subject: 'New guide: increasing staff sign-ups',
    content:
      '<p>We have published a guide on <strong>staff sign-ups</strong>: three steps that doubled sign-ups at pilot schools.</p><ol><li>Share the staff link in the staff room</li><li>Add it to the staff bulletin</li><li>Mention it at INSET day</li></ol>',
    hoursAgo: 72,
  },
  {
    subject: 'Maintenance window on Saturday 06:00–08:00',
    content:
      '<p>The platform will be unavailable on <strong>Saturday between 06:00 and 08:00</strong> for maintenance. Parents can still use the app offline.</p>',
    hoursAgo: 120,
  },
  {
    subject: 'Clean Air Day resources',
    content:
      '<p>Free <a href="https://stride.example/clean-air">Clean Air Day</a> posters and lesson plans are available. Print them or share them on your notice board.</p>',
    hoursAgo: 200,
  },
  {
    subject: 'Car-share matching now live',
    content:
      '<p>Parents who said they are <em>open to sharing</em> can now be matched with families nearby. No action is needed from you.</p>',
    hoursAgo: 300,
  },
  {
    subject: 'Term dates for next year',
    content:
      '<p>Please check that your <strong>term dates</strong> for next year are correct, so metrics use the right calendar.</p>',
    hoursAgo: 500,
  },
  {
    subject: 'Bike-shed funding round open',
    content:
      '<p>Schools can apply for up to <strong>£2,000</strong> towards secure cycle parking. Applications close at the end of the month.</p><blockquote>“Our cycle numbers tripled after the new shed.” – a head teacher in Hackney</blockquote>',
    hoursAgo: 800,
  },
  {
    subject: 'Survey results: why families drive',
    content:
      '<p>Distance and time are the top reasons families drive. See the full results and ideas for <a href="https://stride.example/survey-2026">your travel plan</a>.</p>',
    hoursAgo: 1200,
  },
  {
    subject: 'Thank you for joining Stride',
    content:
      '<p>Thank you for joining. Your first step: <strong>share your sign-up links</strong> with parents and staff.</p>',
    hoursAgo: 2000,
  },
];

/** The moment the messages are dated back from: noon (UTC) of the demo's "today". */
export const inboxReferenceTime = Date.parse(`${demoToday}T12:00:00Z`);

/** How many of each admin's messages start unread (the newest ones). */
export const demoUnreadMessages = 4;

/**
 * Every admin account gets the same dozen messages, dated back from the demo's "today" at noon.
 * The newest four are unread. Accounts without an admin role (the parent) get none.
 */
export function createAdminMessages(accounts: readonly DbAccount[]): DbAdminMessage[] {
  let id = 1;
  return accounts
    .filter((account) => account.role !== null)
    .flatMap((account) =>
      messages.map((message, index) => ({
        id: id++,
        recipient_id: account.id,
        subject: message.subject,
        content: message.content,
        is_read: index < demoUnreadMessages ? unreadMessageFlag : readMessageFlag,
        created_at: formatDateTime(new Date(inboxReferenceTime - message.hoursAgo * 3_600_000)),
      })),
    );
}
