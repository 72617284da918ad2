import { getCouncil, getOrganisation, isApiError, uploadImage } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds } from '../data/demo-accounts';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

describe('POST api/uploadFile', () => {
  it("stores an organisation's logo and front image and a council's logo", async () => {
    const client = await signedInClient('super@demo.test');
    const school = demoOrganisationIds.termsSchool;
    const { url } = await uploadImage(
      client,
      { owner: 'organization_id', id: school, field: 'organization_logo' },
      png,
      'logo.png',
    );
    expect(url).toBe('data:image/png;base64,iVBORw==');
    await uploadImage(
      client,
      { owner: 'organization_id', id: school, field: 'front_image' },
      png,
      'front.png',
    );
    const { organization } = await getOrganisation(client, school);
    expect([organization.logo_url, organization.front_image_url]).toEqual([url, url]);
    await uploadImage(
      client,
      { owner: 'council_id', id: demoOrganisationIds.council, field: 'council_logo' },
      png,
      'council.png',
    );
    expect((await getCouncil(client, demoOrganisationIds.council)).council.logo_url).toBe(url);
  });

  it("refuses a file that is not a picture: 'Your choice is not a picture'", async () => {
    const client = await signedInClient('super@demo.test');
    const failure = await rejectionOf(
      uploadImage(client, { owner: 'council_id', id: 1, field: 'council_logo' }, png, 'logo.pdf'),
    );
    expect(isApiError(failure) && [failure.status, failure.message]).toEqual([
      422,
      'Your choice is not a picture',
    ]);
  });
});
