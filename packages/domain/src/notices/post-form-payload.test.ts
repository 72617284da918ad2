// The post form sent to the server (postPayload) and read back from a stored post or a card.
import { describe, expect, it } from 'vitest';
import { emptyPostForm, postFormOf, postFormOfCard, postPayload } from './post-form';
import { noticeCardSchema } from './notice-card';
import { form } from './post-form-fixtures';

describe('postPayload and postFormOf', () => {
  it('sends plain quotes, the event date and poll answers in extras, and template fields only for templates', () => {
    const payload = postPayload(
      form({
        type: 'POLL',
        title: 'Walk \u2018today\u2019?',
        message: 'It\u2019s sunny',
        answers: [' Yes ', 'No'],
        isEvent: false,
        date: '2026-12-01',
      }),
    );
    expect(payload).toMatchObject({
      title: "Walk 'today'?",
      message: "It's sunny",
      answers: ['Yes', 'No'],
      date: '',
      isTemplate: false,
    });
    expect(JSON.parse(payload.extras)).toEqual({ useSchoolFrontImage: false, answers: ['Yes', 'No'] });
    expect(payload).not.toHaveProperty('template_title');
    const template = postPayload(
      form({
        message: 'x',
        isEvent: true,
        date: '2026-12-01',
        saveAsTemplate: true,
        template_title: ' Fair ',
        template_type: 2,
      }),
      7,
    );
    expect(template).toMatchObject({
      id: 7,
      date: '2026-12-01',
      answers: [],
      isTemplate: true,
      template_title: 'Fair',
      template_type: 2,
    });
  });

  it('reads a stored post back into the form, keeping defaults for what is missing', () => {
    expect(
      postFormOf({
        type: 'POLL',
        category: 'poll',
        title: 'Q',
        answers: ['A', 'B', 'C'],
        allow_comments: 0,
        template_type: '3',
      }),
    ).toMatchObject({
      type: 'POLL',
      category: 'poll',
      answers: ['A', 'B', 'C'],
      allow_comments: false,
      important: false,
      template_type: 3,
    });
    expect(postFormOf({ message: 'Hi', date: '2026-12-01', category: 'nonsense' })).toMatchObject({
      isEvent: true,
      category: 'general',
      answers: ['', ''],
    });
  });
});

describe('postFormOfCard', () => {
  it('reads a poll card and an event card back into the form', () => {
    const base = { important: true, allow_comments: false, images: ['a.jpg'], pdfs: ['b.pdf'] };
    expect(
      postFormOfCard({
        ...base,
        type: 'POLL',
        category: 'poll',
        title: 'Q',
        extras: [{ answers: [{ text: 'Yes' }, { text: 'No' }] }],
      }),
    ).toMatchObject({
      type: 'POLL',
      answers: ['Yes', 'No'],
      important: true,
      allow_comments: false,
      images: ['a.jpg', 'b.pdf'],
    });
    expect(
      postFormOfCard({
        ...base,
        type: 'EVENT',
        category: 'sports',
        title: 'Sports day',
        message: '<p>x</p>',
        extras: [{ date: '2026-07-10' }],
      }),
    ).toMatchObject({ type: 'NOTICE', isEvent: true, date: '2026-07-10', category: 'sports' });
  });

  it('brings back every field of the post: its audience, notification and front image too', () => {
    const card = noticeCardSchema.parse({
      id: 5001,
      user_id: 4,
      user_type: 1,
      type: 'EVENT',
      category: 'general',
      title: 'Parents evening',
      message: '<p>Book a slot</p>',
      images: 'a.jpg,b.pdf',
      important: 1,
      allow_comments: 0,
      created_timestamp: '2026-11-24 10:00:00',
      extras: JSON.stringify({ date: '2026-12-03', useSchoolFrontImage: true }),
      school_years: [2, 3, 5],
      group: null,
      staffOnly: 0,
      schools: [101],
      transport_modes: ['Walking', 'Car'],
      sendNotification: 1,
    });
    expect(postFormOfCard(card)).toEqual({
      ...emptyPostForm,
      category: 'general',
      title: 'Parents evening',
      message: '<p>Book a slot</p>',
      isEvent: true,
      date: '2026-12-03',
      important: true,
      allow_comments: false,
      sendNotification: true,
      useSchoolFrontImage: true,
      school_years: [2, 3, 5],
      schools: [101],
      transport_modes: ['Walking', 'Car'],
      images: ['a.jpg', 'b.pdf'],
    });
    expect(postFormOfCard({ ...card, school_years: [], group: 4, staffOnly: true })).toMatchObject({
      school_years: [],
      group: 4,
      staffOnly: true,
    });
  });
});
