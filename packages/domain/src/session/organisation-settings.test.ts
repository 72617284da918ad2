import { describe, expect, it } from 'vitest';
import { organisationSettingsSchema, termsDialogShown } from './organisation-settings';

describe('termsDialogShown', () => {
  // Rules: layout.terms.shown-with-terms-text
  it('shows while terms text exists and is not agreed', () => {
    expect(termsDialogShown({ termsConditions: '<p>Terms</p>' }, false)).toBe(true);
  });

  // Rules: layout.terms.confirm-hides-and-tells-server
  it('hides once agreed', () => {
    expect(termsDialogShown({ termsConditions: '<p>Terms</p>' }, true)).toBe(false);
  });

  // Rules: layout.terms.shown-with-terms-text
  it('hides when there is no terms text', () => {
    expect(termsDialogShown({ termsConditions: null }, false)).toBe(false);
    expect(termsDialogShown({ termsConditions: '  ' }, false)).toBe(false);
    expect(termsDialogShown(undefined, false)).toBe(false);
  });
});

describe('organisationSettingsSchema', () => {
  it('keeps settings it does not know, so saving them back loses nothing', () => {
    expect(organisationSettingsSchema.parse({ termsConditions: 'x', theme: 'dark' })).toEqual({
      termsConditions: 'x',
      theme: 'dark',
    });
  });
});
