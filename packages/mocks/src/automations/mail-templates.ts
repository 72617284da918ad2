import type { EmailTemplateType, EmailTemplateUserType } from '@stride/domain';
import { variablesIn } from '@stride/domain';

/** An email template of the demo: the editor's JSON document and the email HTML rendered from it (ADR 0077). */
export type DbMailTemplate = {
  id: number;
  title: string;
  subject: string;
  description: string;
  user_type: EmailTemplateUserType;
  type: EmailTemplateType;
  global: boolean;
  template: unknown;
  html: string;
  variables: string[];
  header_id: number | null;
  footer_id: number | null;
  updated_at: string;
};

type Block = ['h2' | 'p', string];
type Seed = [
  title: string,
  userType: EmailTemplateUserType,
  type: EmailTemplateType,
  subject: string,
  description: string,
  blocks: Block[],
];

const seeds: Seed[] = [
  [
    'Weekly tips',
    'parents_staff',
    'template',
    'Your walking week, {{first_name}}',
    'Sent every Monday in term time',
    [
      ['h2', 'Hello {{first_name}}'],
      ['p', 'Walking to {{school_name}} three times this week earns your family a badge.'],
    ],
  ],
  [
    'Verify your account',
    'parents_staff',
    'template',
    'Please verify your Stride account',
    'Sent after sign-up',
    [
      ['h2', 'One more step'],
      ['p', 'Open {{login_link}} to verify your account.'],
    ],
  ],
  [
    'Welcome to Stride',
    'parents_staff',
    'template',
    'Welcome to Stride',
    'First message to a new family',
    [
      ['h2', 'Welcome, {{first_name}}'],
      ['p', '{{school_name}} uses Stride to plan greener journeys.'],
    ],
  ],
  [
    'Cycling newsletter',
    'parents_staff',
    'template',
    'Bikes, routes and a bike shed',
    'Monthly newsletter for cycling families',
    [
      ['h2', 'Cycling at {{school_name}}'],
      ['p', 'New cycle racks are open by the main gate.'],
    ],
  ],
  [
    'EV tips',
    'parents_staff',
    'template',
    'Thinking about an electric car?',
    'For families who drive',
    [['p', 'Charging points near {{school_name}} are listed in the app.']],
  ],
  [
    'Monthly school report',
    'other',
    'template',
    '{{school_name}}: your month on Stride',
    'Report for school contacts',
    [
      ['h2', 'Your month'],
      ['p', 'Journeys, sign-ups and CO2 saved at {{school_name}}.'],
    ],
  ],
  [
    'School is live',
    'other',
    'template',
    '{{school_name}} is live on Stride',
    'Sent when a school launches',
    [['p', 'Families at {{school_name}} can now sign up.']],
  ],
  [
    'Term checklist',
    'admin_contacts',
    'template',
    'Your start-of-term checklist',
    'For admin contacts of a school',
    [
      ['h2', 'Before term starts'],
      ['p', 'Check your year groups and invite new families with {{signup_link}}.'],
    ],
  ],
  [
    'Join your school on Stride',
    'unregistered_wonde_users',
    'template',
    '{{school_name}} invites you to Stride',
    'For parents from the school information system',
    [['p', 'Dear {{first_name}}, join {{school_name}} on Stride: {{signup_link}}']],
  ],
  ['Stride header', 'other', 'header', '', 'Logo and greeting above every email', [['h2', 'Stride']]],
  [
    'School header',
    'parents_staff',
    'header',
    '',
    'School name above family emails',
    [['p', '{{school_name}} on Stride']],
  ],
  [
    'Legal footer',
    'other',
    'footer',
    '',
    'Address and unsubscribe link',
    [['p', 'Stride, London. Unsubscribe: {{unsubscribe_link}}']],
  ],
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tiptap document of the blocks (what the editor saves as `template`). */
const documentOf = (blocks: Block[]) => ({
  type: 'doc',
  content: blocks.map(([tag, text]) =>
    tag === 'h2'
      ? { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] }
      : { type: 'paragraph', content: [{ type: 'text', text }] },
  ),
});

/** The email HTML of the blocks, styles inlined as mail clients need. */
const htmlOf = (blocks: Block[]) =>
  blocks
    .map(
      ([tag, text]) =>
        `<${tag} style="font-family:Arial,sans-serif;margin:0 0 12px">${escape(text)}</${tag}>`,
    )
    .join('');

/** The email templates, headers and footers of the demo; ids from 200 as the automations expect. */
export function createMailTemplates(): DbMailTemplate[] {
  return seeds.map(([title, userType, type, subject, description, blocks], index) => {
    const html = htmlOf(blocks);
    return {
      id: 200 + index,
      title,
      subject,
      description,
      user_type: userType,
      type,
      global: type !== 'template',
      template: documentOf(blocks),
      html,
      variables: variablesIn(html + subject),
      header_id: type === 'template' ? 209 : null,
      footer_id: type === 'template' ? 211 : null,
      updated_at: `2026-0${(index % 6) + 1}-0${(index % 9) + 1} 10:00:00`,
    };
  });
}

/** The raw templates the mail provider holds, named after the stored ones (docs/product/automations.md; ADR 0077). */
export const rawMailgunTemplatesOf = (templates: DbMailTemplate[]) =>
  templates.map((template) => ({
    name: `stride-${template.id}`,
    description: template.title,
    created_at: template.updated_at,
    created_by: 'api',
  }));
