import { z } from 'zod';

/**
 * Settings of the admin's organisation (docs/product/layout.md). Only `termsConditions` is specified; other
 * keys are kept (loose object) so saving the settings back does not drop what the console does not know.
 */
export const organisationSettingsSchema = z.looseObject({
  /** Terms & conditions text (may be HTML); when present and not agreed, the terms dialog shows. */
  termsConditions: z.string().nullish(),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

/**
 * The terms dialog (docs/product/layout.md) shows while terms text exists and is not yet agreed.
 * Whitespace-only text counts as no text: there would be nothing to agree to.
 */
export function termsDialogShown(
  settings: OrganisationSettings | null | undefined,
  agreed: boolean,
): boolean {
  const text = settings?.termsConditions ?? '';
  return !agreed && text.trim().length > 0;
}
