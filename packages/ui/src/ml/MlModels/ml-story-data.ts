import type { MlModel } from '@stride/domain';

const base = {
  description: '',
  date: '2026-03-01',
  holdout: 20,
  organization_ids: [],
  selection_type: 'WHITELIST',
  query_json: [],
  selected_fields_json: ['journeys.distance'],
  weights_json: null,
  target_field: 'journeys.transport_type',
  limit_rows: null,
  stap_data_upload_id: 1,
  model_id: null,
};

/** Models in each trained state, for the ML stories. */
export const storyModels: MlModel[] = [
  {
    ...base,
    id: 1,
    name: 'Mode share by distance',
    estimator: 'GradientBoost',
    tags: ['mode'],
    trained_status: 'TRAINED',
    created_at: '2026-03-01 09:00:00',
  },
  {
    ...base,
    id: 2,
    name: 'Car or not',
    estimator: 'AdaBoost',
    tags: ['car'],
    trained_status: 'TRAINED',
    created_at: '2026-03-04 10:00:00',
  },
  {
    ...base,
    id: 3,
    name: 'Walking likelihood',
    estimator: 'GaussianNB',
    tags: [],
    trained_status: 'PENDING',
    created_at: '2026-03-10 11:00:00',
  },
];

export const storyPreview = {
  fields: ['id', 'journeys.distance', 'prediction_1'],
  data: [
    { id: 1, 'journeys.distance': 1, prediction_1: 'WALKING' },
    { id: 2, 'journeys.distance': 7, prediction_1: 'CAR' },
  ],
};
