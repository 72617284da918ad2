import type { DbFeedback, DbParent } from '../data/db-shape';

const samples = [
  { category: 'App', message: 'The journey tracker stopped when my phone locked.' },
  { category: 'Travel directory', message: 'Could you add the new cycle route along the canal?' },
  { category: 'Notices', message: 'I did not get the notification about the trip.' },
  {
    category: 'Automation',
    message: 'The weekly summary came on Sunday night instead of Monday morning.',
    automation_type: 'cron',
    when_to_launch: 'Monday 08:00',
  },
  { category: 'Sign-up', message: 'My second child is not showing under my account.' },
  { category: 'Other', message: 'Thank you, the walking bus map is really useful!' },
] as const;

const statuses = ['OPEN', 'IN_PROGRESS', 'COMPLETED'] as const;

/** 24 pieces of feedback from the first parents, newest first, in every status and category. */
export function createFeedback(parents: readonly DbParent[]): DbFeedback[] {
  return parents.slice(0, 24).map((parent, index) => {
    const sample = samples[index % samples.length]!;
    const day = new Date(Date.UTC(2026, 10, 20 - index, 8 + (index % 9), (index * 7) % 60));
    return {
      id: index + 1,
      category: sample.category,
      message: sample.message,
      user_id: parent.id,
      email: parent.email,
      school_id: parent.school_ids[0] ?? null,
      created_at: day.toISOString().slice(0, 19).replace('T', ' '),
      status: statuses[index % statuses.length]!,
      automation_type: 'automation_type' in sample ? sample.automation_type : null,
      when_to_launch: 'when_to_launch' in sample ? sample.when_to_launch : null,
    };
  });
}
