/** Staff types (docs/product/people.md): numbers 1, 2, 3 or codes, shown as these labels. */
const staffTypeLabels = {
  HEAD_TEACHER: 'Head teacher',
  TEACHER: 'Teacher',
  SCHOOL_OFFICE: 'School Office',
} as const;
export type StaffTypeCode = keyof typeof staffTypeLabels;

/** The number the server sends for each staff type. */
export const staffTypeNumbers = { HEAD_TEACHER: 1, TEACHER: 2, SCHOOL_OFFICE: 3 } as const satisfies Record<
  StaffTypeCode,
  number
>;

const codeByNumber = Object.fromEntries(
  Object.entries(staffTypeNumbers).map(([code, number]) => [number, code as StaffTypeCode]),
) as Record<number, StaffTypeCode>;

/**
 * The label of a staff type as the server sends it: 1 / 'HEAD_TEACHER' → 'Head teacher',
 * 2 / 'TEACHER' → 'Teacher', 3 / 'SCHOOL_OFFICE' → 'School Office'. A numeric string counts as its
 * number and codes ignore case; anything else (or nothing) is shown as '' rather than a raw code.
 */
export function staffTypeLabel(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const code = /^\d+$/.test(text) ? codeByNumber[Number(text)] : (text.toUpperCase() as StaffTypeCode);
  return code && code in staffTypeLabels ? staffTypeLabels[code] : '';
}
