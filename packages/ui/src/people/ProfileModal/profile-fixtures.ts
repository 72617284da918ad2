import type { ActionLog, ProfileStudent, ProfileUser } from '@stride/domain';

/** Story fixtures: a parent with two children, a device and a school link, and one of the children. */
export const parentProfile: ProfileUser = {
  id: 1042,
  salutation: 'Mrs',
  first_name: 'Amara',
  last_name: 'Okafor',
  email: 'amara.okafor@example.com',
  profile_photo_url: null,
  created_at: '2025-09-03 08:12:00',
  last_viewed: '2026-06-12 18:40:00',
  verified: true,
  acc_status: 'active',
  app_login: 'yes',
  roles: [
    {
      id: 10421,
      slug: 'PARENT',
      sharing_journey: true,
      journey_preference: 0,
      created_at_date: '2025-09-03',
    },
  ],
  address: {
    address_line_1: '14 Elm Row',
    address_line_2: 'Flat 2',
    address_line_3: '',
    postcode: 'N1 7AB',
    city: 'London',
    latitude: 51.538,
    longitude: -0.1,
  },
  schools: [{ id: 10420101, organization: 'Camden Primary', type: 'PARENT', user_role_id: 10421 }],
  children: [
    { id: 77, first_name: 'Tobi', last_name: 'Okafor', current_year: 3, organization_id: 101 },
    { id: 78, first_name: 'Ada', last_name: 'Okafor', current_year: 5, organization_id: 101 },
  ],
  journeys: [
    {
      id: 901,
      status: 'active',
      student_id: 77,
      user_role_id: 10421,
      organization_id: 101,
      organization_address_id: 1,
      journey_time: '08:25',
    },
  ],
  journey_status: 'active',
  groups: [{ id: 4, name: 'Camden walking group' }],
  devices: [{ id: 55, device_id: 'ios-28f1a' }],
  verifications: [{ type: 'email', phone: '', email: 'amara.okafor@example.com' }],
};

export const pupilProfile: ProfileStudent = {
  id: 77,
  first_name: 'Tobi',
  last_name: 'Okafor',
  current_year: 3,
  created_at_formatted: '2025-09-03 08:12',
  profile_photo_url: null,
  available_years: [
    { level: 3, name: 'Year 3' },
    { level: 4, name: 'Year 4' },
  ],
  parents: [{ id: 1042, first_name: 'Amara', last_name: 'Okafor' }],
  journeys: [{ id: 901, total_travel_time_text: '14 min' }],
  devices: [],
};

export const historyFixture: ActionLog[] = [
  {
    category: 'user',
    action: 'reset_password',
    user_id: 1042,
    student_id: null,
    school_id: 101,
    created_at: '2026-06-14 09:00:00',
  },
  {
    category: 'user',
    action: 'new_term',
    user_id: 1042,
    student_id: null,
    school_id: 101,
    created_at: '2026-05-02 10:30:00',
  },
];
