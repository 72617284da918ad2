import { describe, expect, it } from 'vitest';
import {
  audienceLabel,
  blockOrigin,
  optionPreview,
  orderedCategories,
  travelDirectoryOwner,
  travelFeatureBlockSchema,
} from './travel-feature';
import {
  travelFeatureFormMessages,
  travelFeatureFormSchema,
  travelFeatureSave,
  withLinkScheme,
} from './travel-feature-form';

const form = (values: Partial<Record<string, unknown>>) =>
  travelFeatureFormSchema.safeParse({
    section_id: '3',
    text: '',
    link: '',
    linkLabel: '',
    staffOnly: false,
    parentOnly: false,
    ...values,
  });
const messages = (values: Partial<Record<string, unknown>>) => {
  const parsed = form(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('travel directory options', () => {
  // Rules: travel-directory.option.expand
  it('shows the first 200 characters of a long text and the whole of a short one', () => {
    expect(optionPreview('a'.repeat(200))).toBeNull();
    expect(optionPreview(`${'a'.repeat(200)}bcd`)).toBe(`${'a'.repeat(200)}…`);
  });

  // Rules: travel-directory.labels.audience
  it('labels the audience, both flags meaning all users', () => {
    expect(audienceLabel({ staffOnly: true, parentOnly: false })).toBe('Staff only');
    expect(audienceLabel({ staffOnly: false, parentOnly: true })).toBe('Parent only');
    expect(audienceLabel({ staffOnly: false, parentOnly: false })).toBe('All users');
    expect(audienceLabel({ staffOnly: true, parentOnly: true })).toBe('All users');
  });

  // Rules: travel-directory.labels.origin
  it('tells core, council and school options apart', () => {
    expect(blockOrigin({ council_id: null, school_id: null })).toBe('Core');
    expect(blockOrigin({ council_id: 4, school_id: null })).toBe('Council');
    expect(blockOrigin({ council_id: 4, school_id: 12 })).toBe('School');
  });

  it('reads 0/1 flags as booleans and sorts categories by order', () => {
    const block = travelFeatureBlockSchema.parse({
      id: 1,
      section_id: 2,
      text: null,
      staffOnly: 1,
      parentOnly: 0,
      my_item: 1,
    });
    expect(block).toMatchObject({ text: '', staffOnly: true, parentOnly: false, my_item: true });
    const category = (id: number, order: number) => ({ id, category: String(id), order, blocks: [] });
    expect(orderedCategories([category(1, 3), category(2, 1), category(3, 2)]).map((c) => c.id)).toEqual([
      2, 3, 1,
    ]);
  });
});

describe('travel feature form', () => {
  // Rules: travel-directory.category.required
  it('needs a category', () => {
    expect(messages({ section_id: '' })).toEqual([travelFeatureFormMessages.category]);
  });

  // Rules: travel-directory.text.max
  it('allows 1000 characters of text and no more', () => {
    expect(messages({ text: 'x'.repeat(1000) })).toEqual([]);
    expect(messages({ text: 'x'.repeat(1001) })).toEqual(['Text can be at most 1000 characters']);
  });

  // Rules: travel-directory.link.https-added
  it('adds https:// to a link without the prefix and keeps http links', () => {
    expect(withLinkScheme('tfl.gov.uk')).toBe('https://tfl.gov.uk');
    expect(withLinkScheme('http://tfl.gov.uk')).toBe('http://tfl.gov.uk');
    expect(withLinkScheme('  ')).toBe('');
    expect(form({ link: 'www.sustrans.org.uk' }).data?.link).toBe('https://www.sustrans.org.uk');
  });

  // Rules: travel-directory.link.valid-url, travel-directory.link.max
  it('refuses a link that is not a website, and one longer than 100', () => {
    expect(messages({ link: 'not a site' })).toEqual([
      'Please specify correct website starting with http...',
    ]);
    expect(messages({ link: 'localhost' })).toEqual(['Please specify correct website starting with http...']);
    expect(messages({ link: `https://a.uk/${'p'.repeat(87)}` })).toEqual([]);
    expect(messages({ link: `https://a.uk/${'p'.repeat(88)}` })).toEqual([
      'Link can be at most 100 characters',
    ]);
  });

  // Rules: travel-directory.link.label-default
  it("labels a link 'More info' when no label is given", () => {
    expect(form({ linkLabel: ' ' }).data?.linkLabel).toBe('More info');
    expect(form({ linkLabel: 'Timetable' }).data?.linkLabel).toBe('Timetable');
  });

  // Rules: travel-directory.save.both-audiences-reset
  it('resets both audience flags to 0 when both are set', () => {
    const save = (staffOnly: boolean, parentOnly: boolean) =>
      travelFeatureSave(form({ staffOnly, parentOnly }).data!);
    expect(save(true, true)).toMatchObject({ staffOnly: 0, parentOnly: 0 });
    expect(save(true, false)).toMatchObject({ staffOnly: 1, parentOnly: 0 });
    expect(save(false, true)).toMatchObject({ staffOnly: 0, parentOnly: 1 });
    expect(travelFeatureSave(form({}).data!, 9)).toMatchObject({ id: 9, section_id: 3 });
  });
});

describe('travelDirectoryOwner', () => {
  // Rules: travel-directory.route
  it('takes the route when it names a school or council, else the school admin’s own school', () => {
    const superAdmin = { role: 'SUPERADMIN', organisationId: null };
    expect(travelDirectoryOwner('council', '3', superAdmin)).toEqual({ type: 'council', id: 3 });
    expect(travelDirectoryOwner(undefined, undefined, superAdmin)).toBeNull();
    expect(travelDirectoryOwner('trust', '3', superAdmin)).toBeNull();
    expect(travelDirectoryOwner(undefined, undefined, { role: 'SCHOOL_ADMIN', organisationId: 101 })).toEqual(
      { type: 'school', id: 101 },
    );
  });
});
