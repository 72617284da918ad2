import { awaitingApprovalStatus, noticeUserTypes, publishedNoticeStatus } from '@stride/domain';
import type { DbSchool, DbSchoolGroup } from '../data/db-shape';
import { firstNames, lastNames } from '../data/name-lists';
import type { DbNotice, DbNoticeComment, DbNoticeTemplate } from './notice-shape';
import { createSeededRandom, type SeededRandom } from '../data/seeded-random';

const notices: ReadonlyArray<{ category: string; title: string; message: string }> = [
  {
    category: 'travel',
    title: 'Walk to School Week',
    message:
      '<p>Next week is <strong>Walk to School Week</strong>. Log every walk in the app and your class could win the golden boot!</p>',
  },
  {
    category: 'travel',
    title: 'Road closure on Monday',
    message:
      '<p>The road outside the main gate is closed on Monday morning. Please use the <em>side entrance</em> on the park path.</p>',
  },
  {
    category: 'eco',
    title: 'Eco council litter pick',
    message:
      '<p>The eco council is running a litter pick on the green after school on Thursday. Gloves provided.</p>',
  },
  {
    category: 'eco',
    title: 'Switch off at the gates',
    message: '<p>Please switch off your engine while waiting at the gates: cleaner air for everyone.</p>',
  },
  {
    category: 'sports',
    title: 'Sports day',
    message: '<p>Sports day is on the field from 1.30pm. Bring water, a hat and sun cream.</p>',
  },
  {
    category: 'sports',
    title: 'Football club results',
    message: '<p>Great result for Year 6 football club on Saturday: 3–1! Well done everyone.</p>',
  },
  {
    category: 'general',
    title: 'Parents evening',
    message:
      '<p>Parents evening bookings open today. Slots are 10 minutes; please book through the office.</p>',
  },
  {
    category: 'general',
    title: 'INSET day reminder',
    message:
      '<p>Reminder: school is closed to pupils on Friday for staff training.</p><ul><li>Breakfast club is closed</li><li>After-school club is open</li></ul>',
  },
  {
    category: 'pta',
    title: 'PTA cake sale',
    message:
      '<p>The PTA cake sale is on Friday after school. Donations welcome at the office from Thursday.</p>',
  },
  {
    category: 'pta',
    title: 'Summer fair helpers',
    message: '<p>We need helpers for the summer fair. Can you spare an hour? Reply in the comments!</p>',
  },
];

/**
 * The one DYNAMIC notice of a board, on its second page (a notice's place otherwise, so the rest of
 * the board is drawn as before): it asks for a text reply.
 */
const dynamicIndex = 32;
const dynamicNotice = {
  title: 'Tell us about your journey',
  message: '<p>What would make the walk to school easier for your family?</p>',
};

const comments = [
  'Thank you!',
  'Great idea, we will be there.',
  'Can we bring scooters?',
  'Is this for all year groups?',
  'Lovely, thanks for organising.',
  'What time does it finish?',
  'My son loved it last year!',
  'We walked every day this week 🙂',
];
const polls = [
  {
    title: 'How did your child travel to school today?',
    answers: ['Walked', 'Cycled or scooted', 'Bus or train', 'Car'],
  },
  { title: 'Should we start a walking bus on Fridays?', answers: ['Yes', 'No', 'Not sure'] },
  { title: 'Which day suits the bike maintenance session?', answers: ['Monday', 'Wednesday', 'Friday'] },
];
const hostileMessage =
  '<p>Please read the attached letter.</p><img src="x" alt="" onerror="window.__strideNoticePwned = true"><script>window.__strideNoticePwned = true</script><a href="javascript:window.__strideNoticePwned = true">Open letter</a>';

/** Authors of school posts: the school itself, its office, head, teachers, parents and PTA parents (docs/product/notices.md). */
const livingStreets = 21;
const authorTypes: ReadonlyArray<readonly [number, number]> = [
  [noticeUserTypes.school, 5],
  [noticeUserTypes.schoolOffice, 2],
  [noticeUserTypes.headTeacher, 1],
  [noticeUserTypes.teacher, 2],
  [noticeUserTypes.parent, 2],
  [noticeUserTypes.parentAndPta, 2],
  [noticeUserTypes.council, 1],
  [livingStreets, 0.5],
];
const fromLabels: Record<number, string> = {
  [noticeUserTypes.school]: 'School',
  [noticeUserTypes.schoolOffice]: 'School Office',
  [noticeUserTypes.council]: 'Council',
  [noticeUserTypes.parent]: 'Parent',
  [noticeUserTypes.parentAndPta]: 'PTA',
  [noticeUserTypes.headTeacher]: 'Head Teacher',
  [noticeUserTypes.teacher]: 'Teacher',
  [livingStreets]: 'Living Streets',
};

function authorOf(random: SeededRandom): DbNoticeComment['author'] {
  return {
    first_name: random.pick(firstNames),
    last_name: random.pick(lastNames),
    salutation: random.pick(['Mr', 'Mrs', 'Ms', '']),
    staff_type: null,
    profile_photo_url: null,
  };
}

function commentsFor(random: SeededRandom, noticeId: number, minutesAgo: number): DbNoticeComment[] {
  const count = random.weighted([
    [0, 4],
    [1, 2],
    [2, 2],
    [3, 1],
    [5, 1],
  ] as const);
  return Array.from({ length: count }, (_, index) => ({
    id: noticeId * 100 + index,
    liked_by: [],
    comment: random.pick(comments),
    likes: random.int(0, 6),
    minutes_ago: Math.max(1, minutesAgo - random.int(5, 600) * (index + 1)),
    user_id: 5000 + random.int(0, 4000),
    author: authorOf(random),
  })).sort((a, b) => a.minutes_ago - b.minutes_ago);
}

/**
 * About 250 posts of one school over the last eight months, newest first: notices and events,
 * polls with votes, comments with authors, a safeguarding card, a few waiting for approval, one
 * carrying hostile HTML. Drawn from the school's own stream, so a board is generated when it is
 * first read and stays the same for a seed.
 */
export function generateNoticeBoard(
  seed: number,
  school: DbSchool,
  groups: DbSchoolGroup[],
  adminId: number | null,
): DbNotice[] {
  const random = createSeededRandom((seed ^ Math.imul(school.id, 0x85ebca6b)) >>> 0);
  const count = random.int(220, 300);
  let minutesAgo = random.int(40, 180);
  const board: DbNotice[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = school.id * 1000 + index + 1;
    const kind =
      index === 3
        ? 'safeguarding'
        : index % 9 === 4
          ? 'POLL'
          : index % 7 === 2
            ? 'EVENT'
            : index === dynamicIndex
              ? 'DYNAMIC'
              : 'NOTICE';
    const template = random.pick(notices);
    const userType = kind === 'safeguarding' ? noticeUserTypes.school : random.weighted(authorTypes);
    const poll = kind === 'POLL' ? random.pick(polls) : null;
    const votes = poll?.answers.map(() => random.int(0, 40)) ?? [];
    const ownPost = adminId !== null && index % 11 === 0;
    board.push({
      id,
      school_id: school.id,
      user_id: ownPost ? adminId : 1000 + random.int(0, 8000),
      user_type: ownPost ? noticeUserTypes.school : userType,
      type: kind,
      category:
        kind === 'POLL' ? 'poll' : userType === noticeUserTypes.parentAndPta ? 'pta' : template.category,
      status: index < 40 && index % 13 === 5 ? awaitingApprovalStatus : publishedNoticeStatus,
      title:
        kind === 'safeguarding'
          ? 'Journey alert'
          : kind === 'DYNAMIC'
            ? dynamicNotice.title
            : (poll?.title ?? template.title),
      message:
        index === 6
          ? hostileMessage
          : kind === 'DYNAMIC'
            ? dynamicNotice.message
            : kind === 'safeguarding'
              ? '<p>These pupils shared their location on the way to school.</p>'
              : kind === 'POLL'
                ? ''
                : template.message,
      years: random.chance(0.5)
        ? random
            .shuffle(school.year_levels)
            .slice(0, random.int(1, 3))
            .sort((a, b) => a - b)
        : [],
      group_id: random.chance(0.1) && groups.length ? random.pick(groups).id : null,
      staff_only: random.chance(0.05),
      // A school admin does not aim posts at transport modes: its own posts have none (the draw stays, so
      // every later post is as before).
      transport_modes: random.chance(0.1) && !ownPost ? ['Walking', 'Cycling'] : [],
      images: random.chance(0.25)
        ? [
            // The demo's own drawn pictures and letter (public/demo/notices), under its bucket address.
            `photo-${(id % 4) + 1}.svg`,
            ...(random.chance(0.3) ? ['letter.pdf'] : []),
          ]
        : [],
      extension: random.chance(0.03) ? 'gif' : null,
      likes: random.int(0, 30),
      liked_by: [],
      hidden_by: [],
      comments: commentsFor(random, id, minutesAgo),
      allow_comments: !random.chance(0.1),
      important: random.chance(0.1),
      minutes_ago: minutesAgo,
      event_date:
        kind === 'EVENT'
          ? `2026-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
          : null,
      poll: poll
        ? {
            poll_id: id,
            answers: poll.answers.map((text, answer) => ({ text, votes: votes[answer] ?? 0 })),
            voters: {},
          }
        : null,
      safeguarding:
        kind === 'safeguarding'
          ? Array.from({ length: 3 }, (_, pupil) => ({
              student_id: id * 10 + pupil,
              first_name: random.pick(firstNames),
              lat: 51.5 + random.float(-0.05, 0.05),
              long: -0.12 + random.float(-0.1, 0.1),
              battery: Math.round(random.float(0.05, 1) * 100) / 100,
              timeAgo: `${random.int(1, 30)} minutes ago`,
            }))
          : null,
      from_label: fromLabels[ownPost ? noticeUserTypes.school : userType] ?? 'School',
    });
    minutesAgo += random.int(30, 1800);
  }
  return board;
}

/** A dozen notice templates of each type; the notice automations send some of them. */
export function createNoticeTemplates(): DbNoticeTemplate[] {
  const titles = [
    'Welcome back',
    'Walk to School Week',
    'Clean Air Day',
    'Bike to School Week',
    'Road safety reminder',
    'Term dates',
    'Sports day',
    'Parents evening',
    'Travel survey',
    'Winter walking tips',
    'Summer holidays',
    'Weekly walking winners',
  ];
  return titles.map((title, index) => {
    const category = ['travel', 'general', 'eco', 'sports'][index % 4] ?? 'general';
    const created = `2026-0${(index % 6) + 1}-1${index % 9} 09:${String(10 + index).padStart(2, '0')}:00`;
    return {
      id: index + 1,
      template_title: title,
      category,
      template_type: (index % 3) + 1,
      created_at: created,
      updated_at: created.replace(' 09:', ' 15:'),
      post: {
        type: 'NOTICE',
        category,
        title,
        message: `<p>${title}: a message for {{school_name}} families.</p>`,
        important: false,
        allow_comments: true,
      },
    };
  });
}
