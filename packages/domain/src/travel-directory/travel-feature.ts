import { z } from 'zod';
import { isRole } from '../access/role';
import { seesOneSchool } from '../access/role-scope';

/** Flags arrive as 0/1 or booleans; both read as a boolean. */
const flag = z
  .union([z.boolean(), z.number()])
  .nullish()
  .transform((value) => value === true || value === 1);

/** A travel feature block: one option of a travel directory category (docs/product/travel-directory.md). */
export const travelFeatureBlockSchema = z.object({
  id: z.number(),
  section_id: z.number(),
  text: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  link: z.string().nullish(),
  linkLabel: z.string().nullish(),
  image: z.string().nullish(),
  parentOnly: flag,
  staffOnly: flag,
  my_item: flag,
  council_id: z.number().nullish(),
  school_id: z.number().nullish(),
  buttonRoute: z.string().nullish(),
  buttonLabel: z.string().nullish(),
});
export type TravelFeatureBlock = z.output<typeof travelFeatureBlockSchema>;

/** A travel feature category (section) with its blocks (docs/product/travel-directory.md). */
export const travelFeatureCategorySchema = z.object({
  id: z.number(),
  category: z.string(),
  color: z.string().nullish(),
  order: z.number().nullish(),
  blocks: z.array(travelFeatureBlockSchema),
  modal_type: z.string().nullish(),
  modal_explanation: z.string().nullish(),
  modalIntroText: z.string().nullish(),
});
export type TravelFeatureCategory = z.output<typeof travelFeatureCategorySchema>;

/** Whose travel directory is edited: a school's or a council's (route travel_features/:type/:id). */
export type TravelDirectoryOwner = { type: 'school' | 'council'; id: number };

export const isTravelDirectoryType = (value: string | undefined): value is TravelDirectoryOwner['type'] =>
  value === 'school' || value === 'council';

/** Option text is shown up to this many characters, then Expand (docs/product/travel-directory.md). */
const travelOptionPreviewLength = 200;

/** The collapsed text of an option, or null when the whole text fits. */
export function optionPreview(text: string): string | null {
  return text.length > travelOptionPreviewLength ? `${text.slice(0, travelOptionPreviewLength)}…` : null;
}

/** Who sees an option (its label, docs/product/travel-directory.md). */
export function audienceLabel(
  block: Pick<TravelFeatureBlock, 'staffOnly' | 'parentOnly'>,
): 'Staff only' | 'Parent only' | 'All users' {
  if (block.staffOnly && !block.parentOnly) return 'Staff only';
  if (block.parentOnly && !block.staffOnly) return 'Parent only';
  return 'All users';
}

/**
 * Where an option comes from: Core (the platform's, no school or council), Council (its council's,
 * no school) or the school's own; the spec labels the first two (ADR 0060).
 */
export function blockOrigin(
  block: Pick<TravelFeatureBlock, 'council_id' | 'school_id'>,
): 'Core' | 'Council' | 'School' {
  if (block.school_id) return 'School';
  return block.council_id ? 'Council' : 'Core';
}

/** Categories in their `order`, as the directory lists them. */
export const orderedCategories = (categories: readonly TravelFeatureCategory[]) =>
  [...categories].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);

/**
 * Whose directory the route travel_features/:type?/:id? edits: the one it names (the super admin's
 * Edit TD), else the school admin's own school; null when neither is known.
 */
export function travelDirectoryOwner(
  type: string | undefined,
  id: string | undefined,
  session: { role: string; organisationId: number | null },
): TravelDirectoryOwner | null {
  const ownerId = Number(id);
  if (isTravelDirectoryType(type) && Number.isInteger(ownerId) && ownerId > 0) return { type, id: ownerId };
  if (isRole(session.role) && seesOneSchool(session.role) && session.organisationId !== null)
    return { type: 'school', id: session.organisationId };
  return null;
}
