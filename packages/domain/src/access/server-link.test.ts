import { describe, expect, it } from 'vitest';
import { serverLink } from './server-link';

describe('serverLink', () => {
  // Rules: layout.links.web-schemes
  it('keeps http(s), mailto and tel addresses', () => {
    expect(serverLink('https://stride.example/guides/sign-ups')).toEqual({
      kind: 'web',
      href: 'https://stride.example/guides/sign-ups',
    });
    expect(serverLink(' http://example.org/a?b=1#c ')).toEqual({
      kind: 'web',
      href: 'http://example.org/a?b=1#c',
    });
    expect(serverLink('HTTPS://Example.org')).toEqual({ kind: 'web', href: 'https://example.org/' });
    expect(serverLink('mailto:office@school.example')).toEqual({
      kind: 'web',
      href: 'mailto:office@school.example',
    });
    expect(serverLink('tel:+442071234567')).toEqual({ kind: 'web', href: 'tel:+442071234567' });
  });

  // Rules: layout.links.web-schemes
  describe('a scheme other than http(s), mailto or tel', () => {
    it.each([
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'javascript:alert(1)',
      '  JaVaScRiPt:alert(1)',
      'jav\tascript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://example.org/file',
      'blob:https://example.org/123',
      'http:',
      'https:///',
      'http://',
    ])('refuses %j', (address) => {
      expect(serverLink(address)).toBeNull();
    });
  });

  // Rules: layout.links.console-routes
  it('keeps a path of the console route table, normalised', () => {
    expect(serverLink('/members/noticeboard')).toEqual({ kind: 'console', path: '/members/noticeboard' });
    expect(serverLink('/members/signups?year=7#top')).toEqual({
      kind: 'console',
      path: '/members/signups?year=7#top',
    });
    expect(serverLink('/members/noticeboard/edit/new')).toEqual({
      kind: 'console',
      path: '/members/noticeboard/edit/new',
    });
    expect(serverLink('/members/automations/12')).toEqual({
      kind: 'console',
      path: '/members/automations/12',
    });
    expect(serverLink('/members/sustainable_travel/')).toEqual({
      kind: 'console',
      path: '/members/sustainable_travel/',
    });
    expect(serverLink('/members/users')).toEqual({ kind: 'console', path: '/members/users' });
    expect(serverLink('/members')).toEqual({ kind: 'console', path: '/members' });
    // Dots that stay inside /members resolve to the page they name.
    expect(serverLink('/members/maps/../noticeboard')).toEqual({
      kind: 'console',
      path: '/members/noticeboard',
    });
  });

  // Rules: layout.links.console-routes
  describe('a path that leaves the console or is no page of it', () => {
    it.each([
      ['another site, scheme-relative', '//evil.invalid'],
      ['another site, scheme-relative with a path', '//evil.invalid/members/home'],
      ['another site through a backslash', '/\\evil.invalid'],
      ['another site through backslashes', '\\\\evil.invalid'],
      ['another site with a tab', '/\t/evil.invalid'],
      ['logout through dots', '/members/../../logout'],
      ['logout through encoded dots', '/members/%2e%2e/logout'],
      ['logout through backslashes', '/members\\..\\..\\logout'],
      ['logout itself', '/logout'],
      ['the login page', '/'],
      ['no page of the table', '/members/not-a-page'],
      ['a page with too many segments', '/members/noticeboard/edit/new/more'],
      ['a path relative to the page', 'members/home'],
      ['a dot path', './logout'],
      ['an empty address', ''],
      ['only spaces', '   '],
    ])('refuses %s (%j)', (_case, address) => {
      expect(serverLink(address)).toBeNull();
    });
  });

  it('is no link without an address', () => {
    expect(serverLink(null)).toBeNull();
    expect(serverLink(undefined)).toBeNull();
  });
});
