import { z } from 'zod';

/** The step actions run for a council (docs/product/step-tools.md). */
export const stepActions = [
  'update_step_datasets',
  'clear_cache',
  'disable_unused_schools',
  'council_schools_refresh',
  'council_districts_refresh',
  'council_data_refresh',
] as const;
export type StepAction = (typeof stepActions)[number];

/**
 * The question a step action asks before it runs, naming what it reaches, or null for one that runs at
 * once: disable_unused_schools disables schools and is not undone from here (docs/product/step-tools.md).
 */
export function stepActionQuestion(
  action: StepAction,
  councilId: number,
): { question: string; description: string } | null {
  if (action !== 'disable_unused_schools') return null;
  return {
    question: `Disable the unused schools of council ${councilId}?`,
    description: `Every school of council ${councilId} that is not in use is disabled. The console cannot undo it.`,
  };
}

/** The council the actions run for unless another is typed (docs/product/step-tools.md). */
export const defaultStepCouncilId = 881;

/** Step account types (docs/product/step-tools.md). */
export const stepEntityTypes = ['COUNCIL', 'DISTRICT', 'SCHOOL'] as const;

/** A step account (docs/product/step-tools.md); domain ids arrive as a list or a comma string (ADR 0080). */
export const stepAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  entity_type: z.string(),
  domain_ids: z
    .union([z.string(), z.array(z.union([z.number(), z.string()]))])
    .transform((ids) => (Array.isArray(ids) ? ids.join(',') : ids)),
  status: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type StepAccount = z.infer<typeof stepAccountSchema>;

/** The account form: password only when creating. */
export type StepAccountForm = z.infer<typeof stepAccountFormSchema>;
export const emptyStepAccountForm: StepAccountForm = {
  email: '',
  first_name: '',
  entity_type: '',
  domain_ids: '',
  password: '',
};

export const stepAccountFormOf = (account: StepAccount): StepAccountForm => ({
  id: account.id,
  email: account.email,
  first_name: account.first_name,
  entity_type: stepEntityTypes.find((type) => type === account.entity_type) ?? '',
  domain_ids: account.domain_ids,
  password: '',
});

/** The messages of the step tools (docs/product/step-tools.md). */
export const stepMessages = {
  missingFields: 'Please fill all the fields',
  saveFailed: 'Failed to save account: ',
  uploadFailed: 'Upload failed',
  missingFile: 'Please select a file first.',
  processed: 'CSV processed successfully',
  processFailed: 'Failed to process CSV',
  actionCompleted: 'Action completed',
  actionFailed: 'Action failed',
} as const;

const filled = z.string().refine((value) => value.trim() !== '', stepMessages.missingFields);

/**
 * Email, first name, type and domain IDs always; the password too when creating (docs/product/step-tools.md).
 * Each missing field carries the one message 'Please fill all the fields'.
 */
export const stepAccountFormSchema = z
  .object({
    id: z.number().optional(),
    email: filled,
    first_name: filled,
    entity_type: z.enum(stepEntityTypes).or(z.literal('')).refine(Boolean, stepMessages.missingFields),
    domain_ids: filled,
    password: z.string(),
  })
  .refine((form) => form.id !== undefined || form.password !== '', {
    message: stepMessages.missingFields,
    path: ['password'],
    // Checked with the other fields, so every missing one is marked at once.
    when: () => true,
  });

/**
 * The datamodel upload (docs/product/step-tools.md): Upload needs a name; without a chosen file it says
 * 'Please select a file first.'. The file is null until one passes the file check.
 */
export const stepUploadFormSchema = z.object({
  name: z.string().trim().min(1),
  file: z
    .instanceof(File)
    .nullable()
    .pipe(z.instanceof(File, { message: stepMessages.missingFile })),
});

/** The body of submitAccount: `{id, email, first_name, entity_type, domain_ids, password}`, password only when creating. */
export function stepAccountBodyOf(form: StepAccountForm) {
  return {
    id: form.id ?? null,
    email: form.email.trim(),
    first_name: form.first_name.trim(),
    entity_type: form.entity_type,
    domain_ids: form.domain_ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .join(','),
    ...(form.id === undefined ? { password: form.password } : {}),
  };
}
export type StepAccountBody = ReturnType<typeof stepAccountBodyOf>;

/** Uploaded CSV names, newest first (the server lists them oldest first; docs/product/step-tools.md). */
export const newestFirst = (names: readonly string[]) => [...names].reverse();
