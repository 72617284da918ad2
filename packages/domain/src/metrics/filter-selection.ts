import { z } from 'zod';

/**
 * What the school selector can pick (docs/product/metrics.md, filter bar): a school id, a group
 * (`group_{id}`), a council (`council_{id}`), or, for the super admin, ALL.
 */
export type SchoolSelectionId = number | `group_${number}` | `council_${number}` | 'ALL';

export const schoolSelectionIdSchema = z.union([
  z.number().int().positive(),
  z.templateLiteral(['group_', z.number().int().positive()]),
  z.templateLiteral(['council_', z.number().int().positive()]),
  z.literal('ALL'),
]);

export const userTypes = ['all', 'parent', 'staff'] as const;
export type UserType = (typeof userTypes)[number];

/** The term filter: the current term or a named one from api/admin/organization/terms. */
export const currentTermValue = 'CURRENT';

/** A date-time pair in the spec's format, yyyy-MM-dd HH:mm. */
export type DateTimeRange = { from: string; to: string };
export const dateTimePattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** The one filter the metrics, maps, sign-ups and notice board share (docs/product/metrics.md). */
export const filterSelectionSchema = z.object({
  schoolIds: z.array(schoolSelectionIdSchema),
  organisationAddressId: z.number().int().positive().nullable(),
  type: z.enum(userTypes),
  term: z.string().min(1),
  range: z
    .object({ from: z.string().regex(dateTimePattern), to: z.string().regex(dateTimePattern) })
    .nullable(),
});
export type FilterSelection = z.infer<typeof filterSelectionSchema>;

/** Nothing narrowed: every school the role may see, all users, the current term, no date range. */
export const defaultFilterSelection: FilterSelection = {
  schoolIds: [],
  organisationAddressId: null,
  type: 'all',
  term: currentTermValue,
  range: null,
};

/** The payload the dashboard endpoints take (field names as the spec's Filter selection). */
export type FilterPayload = {
  school_ids: SchoolSelectionId[];
  organization_address_id: number | null;
  type: UserType;
  term: string;
  range: [string, string] | null;
};

export function filterPayload(selection: FilterSelection): FilterPayload {
  return {
    school_ids: selection.schoolIds,
    organization_address_id: selection.organisationAddressId,
    type: selection.type,
    term: selection.term,
    range: selection.range ? [selection.range.from, selection.range.to] : null,
  };
}
