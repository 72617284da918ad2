import { z } from 'zod';
import type { TravelFeatureBlock } from './travel-feature';

/** The option form's limits (docs/product/travel-directory.md). */
export const travelFeatureLimits = { text: 1000, link: 100 } as const;

const defaultLinkLabel = 'More info';

/** The link message is the product's; the spec shows none for the others (ADR 0060). */
export const travelFeatureFormMessages = {
  category: 'Please select a category',
  text: `Text can be at most ${travelFeatureLimits.text} characters`,
  link: 'Please specify correct website starting with http...',
  linkLength: `Link can be at most ${travelFeatureLimits.link} characters`,
} as const;

/** Links without the http prefix get https:// added (docs/product/travel-directory.md); a blank link stays blank. */
export function withLinkScheme(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** A web address with a host that has a dot in it, e.g. https://tfl.gov.uk/journeys. */
function isWebsite(link: string): boolean {
  try {
    const url = new URL(link);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.') && !/\s/.test(link);
  } catch {
    return false;
  }
}

/**
 * The option form (docs/product/travel-directory.md): a category is required; the text is optional, at most
 * 1000; the link is optional, gets https:// when it lacks the prefix, must then be a website and at most 100.
 */
export const travelFeatureFormSchema = z.object({
  section_id: z.string().min(1, travelFeatureFormMessages.category),
  text: z.string().max(travelFeatureLimits.text, travelFeatureFormMessages.text),
  link: z
    .string()
    .transform(withLinkScheme)
    .refine((link) => link === '' || isWebsite(link), travelFeatureFormMessages.link)
    .refine((link) => link.length <= travelFeatureLimits.link, travelFeatureFormMessages.linkLength),
  linkLabel: z
    .string()
    .trim()
    .transform((label) => label || defaultLinkLabel),
  staffOnly: z.boolean(),
  parentOnly: z.boolean(),
});
export type TravelFeatureFormValues = z.input<typeof travelFeatureFormSchema>;
export type TravelFeatureFormOutput = z.output<typeof travelFeatureFormSchema>;

export const emptyTravelFeatureForm: TravelFeatureFormValues = {
  section_id: '',
  text: '',
  link: '',
  linkLabel: defaultLinkLabel,
  staffOnly: false,
  parentOnly: false,
};

/** The form of a saved option. */
export const travelFeatureFormValuesOf = (block: TravelFeatureBlock): TravelFeatureFormValues => ({
  section_id: String(block.section_id),
  text: block.text,
  link: block.link ?? '',
  linkLabel: block.linkLabel || defaultLinkLabel,
  staffOnly: block.staffOnly,
  parentOnly: block.parentOnly,
});

/** What a save sends: flags as 0/1, and both reset to 0 when both are set (docs/product/travel-directory.md). */
export type TravelFeatureSave = {
  id?: number;
  section_id: number;
  text: string;
  link: string;
  linkLabel: string;
  staffOnly: 0 | 1;
  parentOnly: 0 | 1;
};

export function travelFeatureSave(values: TravelFeatureFormOutput, id?: number): TravelFeatureSave {
  const both = values.staffOnly && values.parentOnly;
  return {
    ...(id === undefined ? {} : { id }),
    section_id: Number(values.section_id),
    text: values.text,
    link: values.link,
    linkLabel: values.linkLabel,
    staffOnly: values.staffOnly && !both ? 1 : 0,
    parentOnly: values.parentOnly && !both ? 1 : 0,
  };
}
