import { viewNoticeTemplatePath } from '@stride/api';
import type { ScreenKey } from '@stride/domain';
import { http, HttpHandler } from 'msw';
import { errorAnswer, forbiddenAnswer } from '../answers/error-answers';
import { automationHandlers } from '../automations/automations-handlers';
import { csvSnapshotHandlers } from '../csv-snapshot/csv-snapshots-handlers';
import { anyHost } from '../handlers/any-host';
import { integrationHandlers } from '../integrations/integrations-handlers';
import { mlHandlers } from '../ml/ml-handlers';
import { templateHandlers } from '../notices/templates-handlers';
import { stepToolHandlers } from '../step-tools/step-tools-handlers';
import { identifyCaller, opens } from './caller';

/** One area of the super admin's tooling (document 2), the screen whose calls these are, and its refusal. */
type ToolArea = {
  handlers: readonly HttpHandler[];
  screen: ScreenKey;
  refusal: () => Response;
  paths?: string[];
};

/**
 * The tooling only the super admin uses (docs/product/automations.md, Who may call): automations and ML models,
 * email and notice templates, the step tools, school integrations and CSV snapshots. The console offers these
 * screens to the super admin only (screens.ts); the demo backend refuses every call of theirs to any other
 * role with 403 and the JSON `{ error, message }` a real API answers.
 */
export const superAdminToolAreas: readonly ToolArea[] = [
  {
    handlers: automationHandlers,
    screen: 'automations',
    refusal: () => forbiddenAnswer('manage automations'),
  },
  {
    handlers: mlHandlers,
    screen: 'automations',
    refusal: () => forbiddenAnswer('manage machine-learning models'),
  },
  {
    handlers: templateHandlers,
    screen: 'automations',
    refusal: () => forbiddenAnswer('manage templates'),
    // A notice template is read through the notice board's path (notices.md, Notice templates).
    paths: [anyHost(viewNoticeTemplatePath(':id'))],
  },
  {
    handlers: stepToolHandlers,
    screen: 'step_actions',
    refusal: () => forbiddenAnswer('use the step tools'),
  },
  {
    handlers: integrationHandlers,
    screen: 'school_integrations',
    refusal: () => forbiddenAnswer('manage school integrations'),
  },
  {
    handlers: csvSnapshotHandlers,
    screen: 'actions',
    // The product's own words for this refusal (document 3, error catalogue).
    refusal: () => errorAnswer(403, 'forbidden', 'You are not authorized to generate this CSV Snapshot'),
  },
];

/** The api paths an area's handlers answer (a presigned upload's PUT to storage carries no bearer: not an api call). */
export function pathsOf(area: ToolArea): string[] {
  const declared = area.handlers.flatMap((handler) =>
    handler instanceof HttpHandler && typeof handler.info.path === 'string' ? [handler.info.path] : [],
  );
  return [...new Set([...declared, ...(area.paths ?? [])])].filter((path) => path.startsWith('*/api/'));
}

/**
 * One guard in front of every path of the tooling: a signed-in caller whose role does not open the area's
 * screen gets its refusal; anyone else passes on to the area's own handler (which also answers 401 to nobody).
 */
export const superAdminToolGuards: HttpHandler[] = superAdminToolAreas.flatMap((area) =>
  pathsOf(area).map((path) =>
    http.all(path, ({ request }) => {
      const caller = identifyCaller(request);
      if (caller && !opens(caller.role, area.screen)) return area.refusal();
      return undefined;
    }),
  ),
);
