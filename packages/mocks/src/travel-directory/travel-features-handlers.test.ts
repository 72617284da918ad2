import { deleteTravelFeature, getTravelFeatures, isApiError, saveTravelFeature } from '@stride/api';
import { blockOrigin } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds } from '../data/demo-accounts';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const school = { type: 'school', id: demoOrganisationIds.termsSchool } as const;
const council = { type: 'council', id: demoOrganisationIds.council } as const;
const option = {
  section_id: 2,
  text: 'Bike shed by the main gate',
  link: 'https://a.uk',
  linkLabel: 'More info',
  staffOnly: 0,
  parentOnly: 0,
} as const;
const blocks = (answer: Awaited<ReturnType<typeof getTravelFeatures>>) =>
  answer.data.flatMap((category) => category.blocks);

describe('travel directory', () => {
  it("shows a school the core options, its council's and its own, only its own marked my_item", async () => {
    const client = await signedInClient('school@demo.test');
    const answer = await getTravelFeatures(client, school);
    const origins = new Set(blocks(answer).map(blockOrigin));
    expect(origins).toEqual(new Set(['Core', 'Council', 'School']));
    expect(blocks(answer).every((block) => block.my_item === (blockOrigin(block) === 'School'))).toBe(true);
    expect(blocks(answer).every((block) => block.school_id == null || block.school_id === school.id)).toBe(
      true,
    );
    expect(answer.schools).toEqual([expect.objectContaining({ id: school.id })]);
  });

  it("lets the super admin edit a council's directory: its council options are its own", async () => {
    const client = await signedInClient('super@demo.test');
    const answer = await getTravelFeatures(client, council);
    const own = blocks(answer).filter((block) => block.my_item);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((block) => block.council_id === council.id && !block.school_id)).toBe(true);
    expect(answer.councils.length).toBeGreaterThan(1);
  });

  // Rules: travel-directory.save.both-audiences-reset
  it('adds, edits and deletes an own option; both audience flags set are stored as 0', async () => {
    const client = await signedInClient('school@demo.test');
    await saveTravelFeature(client, school, { ...option, staffOnly: 1, parentOnly: 1 });
    const added = blocks(await getTravelFeatures(client, school)).find(
      (block) => block.text === option.text,
    )!;
    expect(added).toMatchObject({ my_item: true, staffOnly: false, parentOnly: false, school_id: school.id });
    await saveTravelFeature(client, school, { ...option, id: added.id, text: 'Moved shed', staffOnly: 1 });
    expect(
      blocks(await getTravelFeatures(client, school)).find((block) => block.id === added.id),
    ).toMatchObject({ text: 'Moved shed', staffOnly: true });
    await deleteTravelFeature(client, school, added.id);
    expect(blocks(await getTravelFeatures(client, school)).map((block) => block.id)).not.toContain(added.id);
  });

  // Rules: travel-directory.edit.own-items, travel-directory.link.valid-url
  it("refuses a core option, another school's directory, other roles and a bad link", async () => {
    const client = await signedInClient('school@demo.test');
    const core = blocks(await getTravelFeatures(client, school)).find(
      (block) => blockOrigin(block) === 'Core',
    )!;
    const notOwn = await rejectionOf(deleteTravelFeature(client, school, core.id));
    expect(isApiError(notOwn) && notOwn.status).toBe(404);
    const other = await rejectionOf(getTravelFeatures(client, { type: 'school', id: 102 }));
    expect(isApiError(other) && other.status).toBe(403);
    const councilAdmin = await rejectionOf(
      getTravelFeatures(await signedInClient('council@demo.test'), council),
    );
    expect(isApiError(councilAdmin) && councilAdmin.status).toBe(403);
    const link = await rejectionOf(saveTravelFeature(client, school, { ...option, link: 'no site' }));
    expect(isApiError(link) && link.message).toBe('Please specify correct website starting with http...');
  });
});
