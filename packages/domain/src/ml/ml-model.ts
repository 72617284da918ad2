import { z } from 'zod';
import { ruleSchema } from '../automations/rules';
import { fieldCatalogues } from '../automations/field-catalogues';

/** The estimators a model can train (docs/product/automations.md). */
export const mlEstimators = [
  'SoftMaxClassifier',
  'KNearestNeighbors',
  'GradientBoost',
  'GaussianNB',
  'AdaBoost',
] as const;

/** Limits of the machine-learning form (docs/product/automations.md). */
export const mlLimits = {
  nameMin: 3,
  nameMax: 80,
  weightMin: 1,
  weightMax: 10,
  weightStep: 0.1,
  previewLimitDigits: 4,
  surveyPreviewMax: 2000,
} as const;

/** Only TRAINED models are offered as choices (docs/product/automations.md). */
export const trainedStatus = 'TRAINED';

/** The fields a model learns from and predicts (the ML journeys catalogue, ADR 0079). */
export const mlFields = fieldCatalogues.ml_journeys;
/** Default target: the primary transport type of archived journeys (docs/product/automations.md). */
const defaultTargetField = 'journeys.transport_type';

const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? safeJson(value) : value),
    z
      .array(item)
      .nullish()
      .transform((list) => list ?? []),
  );
const safeJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return [];
  }
};

/** A model as the list and the editor read it (docs/product/automations.md; answer shape ADR 0079). */
export const mlModelSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullish(),
  estimator: z.string(),
  tags: listOf(z.string()),
  date: z.string().nullish(),
  holdout: z.number().nullish(),
  organization_ids: listOf(z.number()),
  selection_type: z.string().nullish(),
  query_json: listOf(ruleSchema),
  selected_fields_json: listOf(z.string()),
  weights_json: z.record(z.string(), z.number()).nullish(),
  target_field: z.string().nullish(),
  limit_rows: z.number().nullish(),
  stap_data_upload_id: z.number().nullish(),
  model_id: z.string().nullish(),
  trained_status: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type MlModel = z.infer<typeof mlModelSchema>;

/** The messages of the machine-learning form (docs/product/automations.md). */
export const mlFormMessages = {
  nameLength: 'Length should be 3 to 80',
  previewLimit: 'At most 4 digits',
} as const;

/** The name's message, if any (docs/product/automations.md). */
export const mlNameError = (name: string) =>
  name.trim().length < mlLimits.nameMin || name.trim().length > mlLimits.nameMax
    ? mlFormMessages.nameLength
    : undefined;

/** A preview row limit of at most 4 digits (docs/product/automations.md). */
export const isPreviewLimit = (limit: string) => /^\d{1,4}$/.test(limit.trim());

/**
 * The editor's form, checked as it is typed (docs/product/automations.md): Save and Save & Train need a name
 * of 3 to 80 characters and at least one selected field. The spec gives the fields rule no message: the save
 * buttons stay disabled until one is chosen.
 */
export const mlModelFormSchema = z.object({
  id: z.number().optional(),
  name: z.string().refine((name) => !mlNameError(name), mlFormMessages.nameLength),
  description: z.string(),
  estimator: z.enum(mlEstimators),
  tags: z.array(z.string()),
  date: z.string(),
  holdout: z.string(),
  organization_ids: z.array(z.number()),
  blacklist: z.boolean(),
  query_json: z.array(ruleSchema),
  selected_fields_json: z.array(z.string()).min(1),
  weights_json: z.record(z.string(), z.number()),
  target_field: z.string(),
  limit_rows: z.string(),
  stap_data_upload_id: z.string(),
});
export type MlModelForm = z.infer<typeof mlModelFormSchema>;

/** The survey preview's row limit (docs/product/automations.md). */
export const mlPreviewLimitSchema = z.object({
  limit: z.string().refine(isPreviewLimit, mlFormMessages.previewLimit),
});
export type MlPreviewLimitForm = z.infer<typeof mlPreviewLimitSchema>;

export const emptyMlModelForm: MlModelForm = {
  name: '',
  description: '',
  estimator: 'SoftMaxClassifier',
  tags: [],
  date: '',
  holdout: '',
  organization_ids: [],
  blacklist: false,
  query_json: [],
  selected_fields_json: [],
  weights_json: {},
  target_field: defaultTargetField,
  limit_rows: '',
  stap_data_upload_id: '',
};

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form of a stored model. */
export function mlModelFormOf(model: MlModel): MlModelForm {
  const estimator = mlEstimators.find((value) => value === model.estimator) ?? 'SoftMaxClassifier';
  return {
    id: model.id,
    name: model.name,
    description: model.description ?? '',
    estimator,
    tags: model.tags,
    date: model.date ?? '',
    holdout: text(model.holdout),
    organization_ids: model.organization_ids,
    blacklist: model.selection_type === 'BLACKLIST',
    query_json: model.query_json,
    selected_fields_json: model.selected_fields_json,
    weights_json: model.weights_json ?? {},
    target_field: model.target_field || defaultTargetField,
    limit_rows: text(model.limit_rows),
    stap_data_upload_id: text(model.stap_data_upload_id),
  };
}

const numberOrNull = (value: string) =>
  value.trim() === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** A weight kept between 1 and 10 on a 0.1 step (docs/product/automations.md). */
export const clampWeight = (weight: number) =>
  Math.min(
    mlLimits.weightMax,
    Math.max(mlLimits.weightMin, Math.round(weight / mlLimits.weightStep) * mlLimits.weightStep),
  );

/** The body of saveMlModel (and the base of preview and apply): each selected field weighs 1 unless set. */
export function mlModelBodyOf(form: MlModelForm) {
  return {
    ...(form.id ? { id: form.id } : {}),
    name: form.name.trim(),
    description: form.description,
    estimator: form.estimator,
    tags: form.tags,
    date: form.date || null,
    holdout: numberOrNull(form.holdout),
    organization_ids: form.organization_ids,
    selection_type: form.blacklist ? 'BLACKLIST' : 'WHITELIST',
    query_json: form.query_json,
    selected_fields_json: form.selected_fields_json,
    weights_json: Object.fromEntries(
      form.selected_fields_json.map((field) => [field, clampWeight(form.weights_json[field] ?? 1)]),
    ),
    target_field: form.target_field,
    limit_rows: numberOrNull(form.limit_rows),
    stap_data_upload_id: numberOrNull(form.stap_data_upload_id),
  };
}
export type MlModelBody = ReturnType<typeof mlModelBodyOf>;

/**
 * The survey CSV uploader (docs/product/automations.md): Submit needs a name and a file; the spec gives these
 * no message. The file is null until one passes the file check.
 */
export const mlCsvUploadFormSchema = z.object({
  name: z.string().trim().min(1),
  file: z.instanceof(File).nullable().pipe(z.instanceof(File)),
  overwriteCache: z.boolean(),
});

/** Apply needs an upload id and a model; preview needs an upload id and at least one model (docs/product/automations.md). */
export const canApplyModel = (uploadId: string, modelId: string) =>
  numberOrNull(uploadId) !== null && modelId !== '';
export const canPreviewPredict = (uploadId: string, models: readonly string[]) =>
  numberOrNull(uploadId) !== null && models.length > 0;

/** Models offered as choices: only trained ones (docs/product/automations.md). */
export const trainedModels = <T extends { trained_status?: string | null }>(models: readonly T[]) =>
  models.filter((model) => model.trained_status === trainedStatus);

/** The messages of the ML screens (docs/product/automations.md). */
export const mlMessages = {
  testingFinished: 'Testing finished',
  csvDone: 'done',
  saved: 'Saved',
  deleted: 'Deleted!',
  duplicated: 'Duplicated!',
} as const;
