import type { TravelFeatureBlock, TravelFeatureCategory } from '@stride/domain';

/** Sample directory for the stories: core, council and own options, one long text. */
const longText = `${'Walking to school is the easiest way to build activity into every day. '.repeat(3)}Plan the route together first.`;

const block = (
  fields: Partial<TravelFeatureBlock> & Pick<TravelFeatureBlock, 'id' | 'section_id' | 'text'>,
): TravelFeatureBlock => ({
  link: null,
  linkLabel: 'More info',
  image: null,
  parentOnly: false,
  staffOnly: false,
  my_item: false,
  council_id: null,
  school_id: null,
  buttonRoute: null,
  buttonLabel: null,
  ...fields,
});

const coreOption = block({
  id: 1,
  section_id: 1,
  text: longText,
  link: 'https://www.livingstreets.org.uk',
  linkLabel: 'Living Streets',
});
const councilOption = block({
  id: 2,
  section_id: 2,
  text: 'Camden lends bikes to families for a term.',
  council_id: 1,
  parentOnly: true,
});
export const ownOption = block({
  id: 3,
  section_id: 1,
  text: 'Hill Primary walking bus leaves the library at 8:15.',
  council_id: 1,
  school_id: 101,
  my_item: true,
  staffOnly: true,
});

export const categories: TravelFeatureCategory[] = [
  {
    id: 2,
    category: 'Cycling',
    order: 2,
    color: null,
    blocks: [councilOption],
    modal_type: null,
    modal_explanation: null,
    modalIntroText: null,
  },
  {
    id: 1,
    category: 'Walking',
    order: 1,
    color: null,
    blocks: [coreOption, ownOption],
    modal_type: null,
    modal_explanation: null,
    modalIntroText: 'Safe routes near the school.',
  },
  {
    id: 3,
    category: 'Road safety',
    order: 3,
    color: null,
    blocks: [],
    modal_type: null,
    modal_explanation: null,
    modalIntroText: null,
  },
];
