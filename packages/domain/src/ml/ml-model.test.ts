import { describe, expect, it } from 'vitest';
import {
  canApplyModel,
  canPreviewPredict,
  clampWeight,
  emptyMlModelForm,
  isPreviewLimit,
  mlModelBodyOf,
  mlModelFormOf,
  mlCsvUploadFormSchema,
  mlModelFormSchema,
  mlModelSchema,
  mlNameError,
  mlPreviewLimitSchema,
  trainedModels,
} from './ml-model';

describe('machine-learning form', () => {
  // Rules: automations.ml-form.name-length
  it('wants a name of 3 to 80 characters', () => {
    expect(mlNameError('ab')).toBe('Length should be 3 to 80');
    expect(mlNameError('a'.repeat(81))).toBe('Length should be 3 to 80');
    expect(mlNameError('abc')).toBeUndefined();
  });
  // Rules: automations.ml-form.save-needs-name-and-fields
  it('checks the form as typed: the name message, and no save without selected fields', () => {
    const issues = (form: typeof emptyMlModelForm) =>
      (mlModelFormSchema.safeParse(form).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(
      issues({ ...emptyMlModelForm, name: ' ab ', selected_fields_json: ['journeys.distance'] }),
    ).toEqual([['name', 'Length should be 3 to 80']]);
    expect(issues({ ...emptyMlModelForm, name: 'Mode share' }).map(([path]) => path)).toEqual([
      'selected_fields_json',
    ]);
    const valid = { ...emptyMlModelForm, name: 'Mode share', selected_fields_json: ['journeys.distance'] };
    expect(mlModelFormSchema.parse(valid)).toEqual(valid);
  });
  it('wants a preview limit of 1 to 4 digits, with the spec message', () => {
    expect(mlPreviewLimitSchema.safeParse({ limit: '9999' }).success).toBe(true);
    expect(mlPreviewLimitSchema.safeParse({ limit: '10000' }).error?.issues[0]?.message).toBe(
      'At most 4 digits',
    );
    expect(mlPreviewLimitSchema.safeParse({ limit: '' }).error?.issues[0]?.message).toBe('At most 4 digits');
  });
  it('uploads a survey CSV with a trimmed name and a chosen file', () => {
    const file = new File(['a,b'], 'survey.csv', { type: 'text/csv' });
    const upload = { name: ' April ', file, overwriteCache: true };
    expect(mlCsvUploadFormSchema.parse(upload)).toEqual({ ...upload, name: 'April' });
    expect(mlCsvUploadFormSchema.safeParse({ ...upload, file: null }).success).toBe(false);
    expect(mlCsvUploadFormSchema.safeParse({ ...upload, name: '  ' }).success).toBe(false);
  });
  // Rules: automations.ml-form.weights-range
  it('keeps weights between 1 and 10 on a 0.1 step, 1 by default', () => {
    expect([clampWeight(0), clampWeight(11), clampWeight(2.46)]).toEqual([1, 10, 2.5]);
    const body = mlModelBodyOf({
      ...emptyMlModelForm,
      name: 'x',
      selected_fields_json: ['a', 'b'],
      weights_json: { b: 12, c: 3 },
      blacklist: true,
    });
    expect(body.weights_json).toEqual({ a: 1, b: 10 });
    expect(body.selection_type).toBe('BLACKLIST');
    expect(body.target_field).toBe('journeys.transport_type');
  });
  it('limits the preview to 4 digits and wants an upload id and models', () => {
    expect(['1', '9999', '10000', '', '12a'].map(isPreviewLimit)).toEqual([true, true, false, false, false]);
    expect(canApplyModel('12', '3')).toBe(true);
    expect(canApplyModel('', '3')).toBe(false);
    expect(canApplyModel('12', '')).toBe(false);
    expect(canPreviewPredict('12', [])).toBe(false);
    expect(canPreviewPredict('12', ['3'])).toBe(true);
  });
  it('reads JSON columns as text or lists and offers only trained models', () => {
    const model = mlModelSchema.parse({
      id: 1,
      name: 'Mode share',
      estimator: 'AdaBoost',
      tags: '["a"]',
      organization_ids: [3],
      query_json: '[{"field":"stap_data.status","comparison":"=","value":"OK"}]',
      selected_fields_json: null,
      selection_type: 'BLACKLIST',
      trained_status: 'TRAINED',
    });
    expect(mlModelFormOf(model)).toMatchObject({
      tags: ['a'],
      blacklist: true,
      selected_fields_json: [],
      query_json: [{ field: 'stap_data.status', comparison: '=' }],
    });
    expect(trainedModels([{ trained_status: 'TRAINED' }, { trained_status: 'PENDING' }, {}])).toHaveLength(1);
  });
});
