import { type NoticeCard, noticeCardSchema, noticeUserTypes, type PostForm } from '@stride/domain';

/** The card the live preview shows for the form being written ('created 20 seconds ago'). */
export function previewCard(form: PostForm, viewerId: number): NoticeCard {
  const poll = form.type === 'POLL';
  const extras = [
    ...(form.isEvent && form.date ? [{ date: form.date }] : []),
    ...(poll
      ? [
          {
            poll_id: 0,
            total_votes: 0,
            answers: form.answers.map((text) => ({ text: text || '…', votes: 0 })),
          },
        ]
      : []),
  ];
  return noticeCardSchema.parse({
    id: 0,
    user_id: viewerId,
    user_type: noticeUserTypes.school,
    type: poll ? 'POLL' : form.isEvent ? 'EVENT' : 'NOTICE',
    category: form.category,
    title: form.title || (poll ? 'Your question' : 'Your post'),
    message: form.message,
    images: form.images.join(','),
    important: form.important,
    allow_comments: form.allow_comments,
    created_timestamp: '',
    extras,
  });
}
