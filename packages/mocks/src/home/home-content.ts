import type { Guide } from '@stride/domain';
import type { DbAlert } from '../data/db-shape';

/** The guides every admin sees on the dashboard home. */
export const demoGuides: Guide[] = [
  {
    id: 1,
    title: 'Getting started',
    text: 'Share your sign-up links, post your first notice and invite your colleagues.',
    link: 'https://stride.example/guides/getting-started',
    linkLabel: 'Read the guide',
    link2: 'https://stride.example/guides/video-tour',
    link2Label: 'Watch the tour',
  },
  {
    id: 2,
    title: 'Increase your sign-ups',
    text: 'Schools that share their link in three places reach half of their parents within a term.',
    link: 'https://stride.example/guides/sign-ups',
    linkLabel: 'Sign-up guide',
    link2: 'https://stride.example/guides/poster.pdf',
    link2Label: 'Download the poster',
    link3: 'https://stride.example/guides/letter-template',
    link3Label: 'Letter to parents',
  },
  {
    id: 3,
    title: 'Write your travel plan',
    text: 'Use your travel-plan metrics as the evidence for your school travel plan.',
    link: 'https://stride.example/guides/travel-plan',
    linkLabel: 'Travel plan guide',
  },
];

/** Home alerts; none is hidden at first. */
export function createAlerts(): DbAlert[] {
  return [
    {
      id: 1,
      title: 'Walk to School Week',
      message: 'Walk to School Week starts on Monday: post a notice to your parents.',
      type: 'info',
      roles: null,
      hidden_by: [],
    },
    {
      id: 2,
      title: 'Travel plan review due',
      message: 'Your school travel plan is due for its yearly review this month.',
      type: 'warning',
      roles: ['SCHOOL_ADMIN', 'MULTI_SCHOOL_ADMIN'],
      hidden_by: [],
    },
    {
      id: 3,
      // Says only what the console offers: a term's figures through the metrics filter (no downloads).
      title: 'Termly figures',
      message:
        "Each term's travel figures for your schools are in Travel Plan Metrics: choose the term in the filter.",
      type: 'success',
      roles: ['COUNCIL_ADMIN', 'SUPERADMIN'],
      hidden_by: [],
    },
  ];
}
