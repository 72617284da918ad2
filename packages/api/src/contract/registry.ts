// Every endpoint the console calls, gathered from the areas' declarations (each beside its endpoint
// function): the contract docs/api/openapi.json is made from this list (ADR 0124).
import { accountEndpoints } from '../account';
import { actionEndpoints } from '../actions';
import { adminMessageEndpoints } from '../admin-messages';
import { automationEndpoints } from '../automations';
import { csvSnapshotEndpoints } from '../csv-snapshot';
import { feedbackEndpoints } from '../feedback';
import { homeEndpoints } from '../home';
import { inboxEndpoints } from '../inbox';
import { integrationEndpoints } from '../integrations';
import { mapEndpoints } from '../maps';
import { metricsEndpoints } from '../metrics';
import { mlEndpoints } from '../ml';
import { noticeEndpoints } from '../notices';
import { organisationEndpoints } from '../organisations';
import { peopleEndpoints } from '../people';
import { sessionEndpoints } from '../session';
import { stepToolEndpoints } from '../step-tools';
import { travelDirectoryEndpoints } from '../travel-directory';
import { uploadEndpoints } from '../uploads';
import type { EndpointArea } from './endpoint';

/** The areas in the order the document lists them (docs/endpoints.md's order, roughly). */
export const endpointAreas: readonly EndpointArea[] = [
  sessionEndpoints,
  accountEndpoints,
  homeEndpoints,
  inboxEndpoints,
  organisationEndpoints,
  metricsEndpoints,
  mapEndpoints,
  peopleEndpoints,
  noticeEndpoints,
  actionEndpoints,
  adminMessageEndpoints,
  csvSnapshotEndpoints,
  travelDirectoryEndpoints,
  feedbackEndpoints,
  automationEndpoints,
  mlEndpoints,
  stepToolEndpoints,
  integrationEndpoints,
  uploadEndpoints,
];
