import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, deploymentFromEnv, servedDeployment } from './content-security-policy.mjs';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));
const connectSrc = (policy: string) => directive(policy, 'connect-src');

describe("the console's policy on calls to other hosts", () => {
  it('allows none but the API without a map style: the offline maps call nothing', () => {
    expect(connectSrc(contentSecurityPolicy({ mapOrigins: 'https://tiles.example.net' }))).toBe(
      "connect-src 'self' data: blob:",
    );
    expect(connectSrc(contentSecurityPolicy({ apiUrl: 'https://api.example.org/v1/' }))).toBe(
      "connect-src 'self' data: blob: https://api.example.org",
    );
  });

  it("allows the map style's host, and the hosts its tiles and glyphs come from", () => {
    const policy = contentSecurityPolicy({
      apiUrl: 'https://api.example.org/',
      mapStyleUrl: 'https://maps.example.com/styles/streets/style.json?key=abc',
      mapOrigins: 'https://tiles.example.net  https://fonts.example.net',
    });
    expect(connectSrc(policy)).toBe(
      "connect-src 'self' data: blob: https://api.example.org https://maps.example.com https://tiles.example.net https://fonts.example.net",
    );
    // The key in the style's address is not written into the header.
    expect(policy).not.toContain('key=abc');
  });

  // Rules: organisations.addresses.search-provider
  it("allows the address search's places service, without its key", () => {
    const policy = contentSecurityPolicy({
      apiUrl: 'https://api.example.org/',
      placesUrl: 'https://eu1.locationiq.com/v1/search?key=abc',
    });
    expect(connectSrc(policy)).toBe(
      "connect-src 'self' data: blob: https://api.example.org https://eu1.locationiq.com",
    );
    expect(policy).not.toContain('key=abc');
  });

  it('needs nothing more for a style served by the console itself', () => {
    expect(connectSrc(contentSecurityPolicy({ mapStyleUrl: '/map-style/streets.json' }))).toBe(
      "connect-src 'self' data: blob:",
    );
  });

  it('takes a relative API address (a reverse proxy on the same origin) as this origin', () => {
    const policy = contentSecurityPolicy({ apiUrl: '/backend/' });
    expect(connectSrc(policy)).toBe("connect-src 'self' data: blob:");
  });

  it('shows pictures the API or the upload hosts serve, over http too, and lets presigned uploads through', () => {
    const policy = contentSecurityPolicy({
      apiUrl: 'http://127.0.0.1:8787/',
      uploadOrigins: 'https://bucket.s3.eu-west-2.amazonaws.com http://127.0.0.1:9000',
    });
    const hosts = ' http://127.0.0.1:8787 https://bucket.s3.eu-west-2.amazonaws.com http://127.0.0.1:9000';
    expect(connectSrc(policy)).toBe(`connect-src 'self' data: blob:${hosts}`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: https:${hosts}`);
    expect(directive(policy, 'media-src')).toBe(`media-src 'self' blob: https:${hosts}`);
  });

  it('leaves out of a <meta> policy what only a header can say', () => {
    expect(contentSecurityPolicy({}, { meta: true })).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({})).toContain("frame-ancestors 'none'");
  });
});

describe('the deployment a server serves', () => {
  const built = { apiUrl: 'https://api.example.org/' };

  it("is the build's, when the server is given no setting or the same one", () => {
    expect(servedDeployment(built, {})).toBe(built);
    expect(servedDeployment(built, { VITE_API_URL: 'https://api.example.org/' })).toBe(built);
  });

  it('refuses a setting the build disagrees with, saying what to do', () => {
    expect(() => servedDeployment(built, { VITE_API_URL: 'https://other.example.org/' })).toThrow(
      'This build was made with VITE_API_URL=https://api.example.org/, but the server is given VITE_API_URL=https://other.example.org/. The build decides where the console calls: build again with the new value, or serve without VITE_API_URL.',
    );
  });

  it("is the environment's for a folder this project did not build", () => {
    expect(
      servedDeployment(undefined, {
        VITE_API_URL: 'https://api.example.org/',
        MAP_ORIGINS: 'https://t.example',
      }),
    ).toEqual(
      deploymentFromEnv({ VITE_API_URL: 'https://api.example.org/', MAP_ORIGINS: 'https://t.example' }),
    );
  });
});
