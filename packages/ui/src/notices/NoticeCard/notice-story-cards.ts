import { noticeCardSchema, type NoticeCard } from '@stride/domain';

/** For stories: cards as the server sends them, parsed like the console parses them. */
export const storyNow = new Date(2026, 5, 15, 12, 0, 0);

/**
 * A grey picture at a blob: address: a data: URL holds a comma, and images arrive comma-separated.
 * Stories never reach the network for it.
 */
export const storyPicture = URL.createObjectURL(
  new Blob(
    [
      "<svg xmlns='http://www.w3.org/2000/svg' width='160' height='90'><rect width='160' height='90' fill='gray'/></svg>",
    ],
    { type: 'image/svg+xml' },
  ),
);

/** A tall picture, 200 × 1800 (a poster or a long letter photographed whole), at a blob: address. */
export const storyTallPicture = URL.createObjectURL(
  new Blob(
    [
      "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='1800'><rect width='200' height='1800' fill='steelblue'/><rect y='1700' width='200' height='100' fill='orange'/></svg>",
    ],
    { type: 'image/svg+xml' },
  ),
);

const author = (first_name: string, last_name: string) => ({
  first_name,
  last_name,
  salutation: 'Mrs',
  staff_type: null,
  profile_photo_url: null,
});

export const storyComments = [
  {
    id: 11,
    comment: 'Thank you!',
    likes: 2,
    created_timestamp: '2026-06-15 10:30:00',
    user_id: 501,
    author: author('Jane', 'Okafor'),
  },
  {
    id: 12,
    comment: 'Can we bring scooters?',
    likes: 0,
    created_timestamp: '2026-06-15 11:00:00',
    user_id: 502,
    author: author('Amira', 'Khan'),
  },
  {
    id: 13,
    comment: 'See you there.',
    likes: 1,
    created_timestamp: '2026-06-15 11:30:00',
    user_id: 503,
    author: author('Lucy', 'Brown'),
  },
];

export function storyCard(fields: Record<string, unknown> = {}): NoticeCard {
  return noticeCardSchema.parse({
    id: 101001,
    notice_user_id: 101001,
    user_id: 9001,
    user_type: 1,
    type: 'NOTICE',
    category: 'travel',
    status: 1,
    title: 'Walk to School Week',
    message: '<p>Next week is <strong>Walk to School Week</strong>. Log every walk in the app!</p>',
    years_label: 'YEAR 3, R',
    images: '',
    total_likes: 4,
    total_comments: 3,
    allow_comments: 1,
    important: 0,
    created_timestamp: '2026-06-15 09:00:00',
    from_label: 'School',
    extras: '',
    comments: storyComments.slice(0, 2),
    ...fields,
  });
}

/** A POLL card asking `title`: its answers and their votes as the server sends them (poll 7). */
const pollCard = (title: string, total_votes: number, answers: { text: string; votes: number }[]) =>
  storyCard({
    type: 'POLL',
    category: 'poll',
    title,
    message: '',
    extras: JSON.stringify([{ poll_id: 7, total_votes, answers }]),
  });

/** The answers of the travel poll, with their votes. */
const travelAnswers = (walked: number, cycled: number, car: number) => [
  { text: 'Walked', votes: walked },
  { text: 'Cycled', votes: cycled },
  { text: 'Car', votes: car },
];

export const storyPoll = pollCard('How did your child travel to school today?', 8, travelAnswers(4, 2, 1));

/** A DYNAMIC notice that asks for a text reply. */
export const storyDynamicCard = storyCard({
  type: 'DYNAMIC',
  title: 'Tell us about your journey',
  message: '<p>What would make the walk to school easier for your family?</p>',
  extras: JSON.stringify([{ action_type: 'text', text_input: true, reply: null }]),
});

/** The poll's extras as the server answers a vote for Cycled. */
export const storyPollAfterAVote = [
  { poll_id: 7, total_votes: 9, answered: 1, answers: travelAnswers(4, 3, 1) },
];

/** A safeguarding alert about one pupil's journey. */
export const storySafeguardingCard = storyCard({
  type: 'safeguarding',
  title: 'Journey alert',
  extras: JSON.stringify([
    {
      students: [
        {
          student_id: 1,
          first_name: 'Leo',
          lat: 51.5,
          long: -0.1,
          battery: 0.42,
          timeAgo: '5 minutes ago',
        },
      ],
    },
  ]),
});

/** One word of 208 characters. */
export const storyLongWord = 'Walkingbusvolunteersneeded'.repeat(8);

/** A poll whose title and first answer are that one word. */
export const storyLongWordsCard = pollCard(storyLongWord, 2, [
  { text: storyLongWord, votes: 1 },
  { text: 'Car', votes: 1 },
]);

/** A message whose markup would set `window.__strideNoticePwned` if it ran (an image, a script, a link). */
export const storyHostileCard = storyCard({
  message:
    '<p>Please read the letter.</p><img src="x" alt="" onerror="window.__strideNoticePwned = true"><script>window.__strideNoticePwned = true</script><a href="javascript:window.__strideNoticePwned = true">Open letter</a>',
});
