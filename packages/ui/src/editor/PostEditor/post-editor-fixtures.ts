import { emptyPostForm } from '@stride/domain';
import { fn } from 'storybook/test';

/** The audience choices the PostEditor stories offer: schools, groups and councils, school years, groups. */

const schoolOptions = {
  schools: [
    { id: 101, name: 'Camden Primary', council_name: 'Camden Council' },
    { id: 102, name: 'Hackney Academy', council_name: null },
  ],
  groups: [{ id: 7, name: 'North London walkers' }],
  councils: [{ id: 2, name: 'Camden Council' }],
};

const years = [
  { level: -1, name: 'Nursery' },
  { level: 0, name: 'Reception' },
  { level: 1, name: 'Year 1' },
  { level: 2, name: 'Year 2' },
];

const groups = [{ id: 4, name: 'Walkers' }];

/** The args every PostEditor story starts from: a school admin's empty post, callbacks recorded. */
export const postEditorArgs = {
  defaultValue: emptyPostForm,
  onValueChange: fn(),
  role: 'SCHOOL_ADMIN' as const,
  viewerId: 4,
  schoolOptions,
  years,
  groups,
  onSend: fn(async () => {}),
  onUpload: fn(async (_file: Blob, name: string) => `https://stride.example/uploads/${name}`),
  onCancel: fn(),
};
