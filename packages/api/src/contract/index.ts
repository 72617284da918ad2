// @stride/api/contract: the OpenAPI contract of the console's calls (docs/api/openapi.json, ADR 0124)
// and a check of answers against it. Node and tests only: the console never imports it.
import { answerChecker, type Exchange } from './answer-problems';
import { openApiDocument } from './openapi';
import { endpointAreas } from './registry';

/** The contract as `npm run openapi` writes it to docs/api/openapi.json. */
export const contractDocument = () => openApiDocument(endpointAreas);

let check: ((exchange: Exchange) => string[]) | undefined;

/**
 * What is wrong with an answer by the contract: the operation of a concrete path
 * (`/api/admin/notification/viewNotice/12` → `…/viewNotice/{id}`), the response of its status and the
 * JSON body against that response's schema. An empty list: the answer keeps the contract.
 */
export function answerProblems(exchange: Exchange): string[] {
  check ??= answerChecker(contractDocument());
  return check(exchange);
}

export { endpointAreas } from './registry';
export type { Endpoint } from './endpoint';
