import type { MlModel } from '@stride/domain';

/** A model of the demo, in its answer shape; uploads are survey CSVs models are trained on or applied to. */
export type DbMlModel = MlModel;
export type DbSurveyUpload = { id: number; name: string; rows: number };
export type MlTables = { mlModels: DbMlModel[]; surveyUploads: DbSurveyUpload[] };

const base = {
  description: '',
  date: '2026-03-01',
  holdout: 20,
  organization_ids: [],
  selection_type: 'WHITELIST',
  query_json: [],
  weights_json: null,
  target_field: 'journeys.transport_type',
  limit_rows: null,
  model_id: null,
};

/** Models in several trained states (ADR 0079): only TRAINED ones are offered for apply and preview-predict. */
export function createMlTables(): MlTables {
  const mlModels: DbMlModel[] = [
    {
      ...base,
      id: 1,
      name: 'Mode share by distance',
      description: 'Predicts the main mode from distance and duration',
      estimator: 'GradientBoost',
      tags: ['mode', 'distance'],
      selected_fields_json: ['journeys.distance', 'journeys.duration'],
      weights_json: { 'journeys.distance': 2, 'journeys.duration': 1 },
      stap_data_upload_id: 1,
      model_id: 'gb-2026-03-01',
      trained_status: 'TRAINED',
      created_at: '2026-03-01 09:00:00',
    },
    {
      ...base,
      id: 2,
      name: 'Car or not',
      description: 'Car against every other mode',
      estimator: 'AdaBoost',
      tags: ['car'],
      selected_fields_json: ['journeys.distance', 'journeys.fuel_type'],
      stap_data_upload_id: 1,
      model_id: 'ada-2026-03-04',
      trained_status: 'TRAINED',
      created_at: '2026-03-04 10:00:00',
      selection_type: 'BLACKLIST',
      organization_ids: [1],
    },
    {
      ...base,
      id: 3,
      name: 'Walking likelihood',
      estimator: 'GaussianNB',
      tags: ['walking'],
      selected_fields_json: ['journeys.distance'],
      stap_data_upload_id: 2,
      trained_status: 'PENDING',
      created_at: '2026-03-10 11:00:00',
      query_json: [
        { field: 'stap_data.status', comparison: '=', value: 'OK', time_unit: null, event_value: null },
      ],
    },
    {
      ...base,
      id: 4,
      name: 'Neighbours of school',
      estimator: 'KNearestNeighbors',
      tags: [],
      selected_fields_json: ['journeys.distance', 'journeys.duration'],
      stap_data_upload_id: 2,
      trained_status: 'ERROR',
      created_at: '2026-03-12 12:00:00',
    },
  ];
  const surveyUploads: DbSurveyUpload[] = [
    { id: 1, name: 'Spring survey 2026', rows: 480 },
    { id: 2, name: 'Autumn survey 2025', rows: 310 },
  ];
  return { mlModels, surveyUploads };
}

const modes = ['CAR', 'WALKING', 'BICYCLING', 'PUBLIC_BUS', 'SCHOOL_BUS', 'CARPOOL'];

/** Survey rows of an upload, made from its id so every preview is the same. */
export function surveyRowsOf(upload: DbSurveyUpload, limit: number) {
  return Array.from({ length: Math.min(limit, upload.rows) }, (_, index) => {
    const distance = Math.round(((index * 37 + upload.id * 11) % 90) / 10 + 0.3);
    return {
      id: upload.id * 10000 + index + 1,
      'journeys.distance': distance,
      'journeys.duration': distance * 6 + (index % 5),
      'journeys.transport_type': modes[(index + upload.id) % modes.length],
    };
  });
}

/** What a model predicts for a row: walking when near, the car when far (a demo rule, not a model). */
export const predictionOf = (model: DbMlModel, row: { 'journeys.distance': number }) =>
  row['journeys.distance'] < 2
    ? 'WALKING'
    : model.estimator === 'AdaBoost'
      ? 'CAR'
      : row['journeys.distance'] < 5
        ? 'BICYCLING'
        : 'CAR';

/** The result JSON of training. */
export const trainingResultOf = (model: DbMlModel) => ({
  status: 'TRAINED',
  model_id: `${model.estimator.toLowerCase()}-${model.id}`,
  accuracy: 0.82,
  holdout: model.holdout ?? 20,
  rows: 480,
  classes: modes,
});
