import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from './request-url';

describe('buildRequestUrl', () => {
  it('keeps calls same-origin with the default base', () => {
    expect(buildRequestUrl('/', 'api/admin/councils')).toBe('/api/admin/councils');
  });

  it('joins a real host with exactly one slash, whether or not either side has one', () => {
    expect(buildRequestUrl('https://api.example.org/', 'api/admin/councils')).toBe(
      'https://api.example.org/api/admin/councils',
    );
    expect(buildRequestUrl('https://api.example.org', 'api/admin/councils')).toBe(
      'https://api.example.org/api/admin/councils',
    );
    expect(buildRequestUrl('https://api.example.org/v1/', '/api/admin/councils')).toBe(
      'https://api.example.org/v1/api/admin/councils',
    );
  });

  it('sends arrays PHP-style and leaves out empty values', () => {
    expect(
      buildRequestUrl('/', 'api/admin/school-years', {
        schoolIds: [1, 2],
        term: 'CURRENT',
        page: 0,
        x: undefined,
        y: null,
      }),
    ).toBe('/api/admin/school-years?schoolIds[]=1&schoolIds[]=2&term=CURRENT&page=0');
  });

  it('adds params after a query that is part of the path', () => {
    expect(buildRequestUrl('/', 'api/admin/schools?v2=yes', { page: 2 })).toBe(
      '/api/admin/schools?v2=yes&page=2',
    );
  });

  it('encodes values', () => {
    expect(buildRequestUrl('/', 'api/x', { q: 'a&b c' })).toBe('/api/x?q=a%26b%20c');
  });
});
