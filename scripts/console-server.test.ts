import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './console-server.mjs';

const connectSrc = (policy: string) => policy.split('; ').find((part) => part.startsWith('connect-src '));

describe("the console's policy on calls to other hosts", () => {
  it('allows none but the API without a map style: the offline maps call nothing', () => {
    expect(connectSrc(contentSecurityPolicy(undefined, undefined, 'https://tiles.example.net'))).toBe(
      "connect-src 'self' data: blob:",
    );
    expect(connectSrc(contentSecurityPolicy('https://api.example.org/v1/'))).toBe(
      "connect-src 'self' data: blob: https://api.example.org",
    );
  });

  it("allows the map style's host, and the hosts its tiles and glyphs come from", () => {
    const policy = contentSecurityPolicy(
      'https://api.example.org/',
      'https://maps.example.com/styles/streets/style.json?key=abc',
      'https://tiles.example.net  https://fonts.example.net',
    );
    expect(connectSrc(policy)).toBe(
      "connect-src 'self' data: blob: https://api.example.org https://maps.example.com https://tiles.example.net https://fonts.example.net",
    );
    // The key in the style's address is not written into the header.
    expect(policy).not.toContain('key=abc');
  });

  it('needs nothing more for a style served by the console itself', () => {
    expect(connectSrc(contentSecurityPolicy(undefined, '/map-style/streets.json'))).toBe(
      "connect-src 'self' data: blob:",
    );
  });
});
