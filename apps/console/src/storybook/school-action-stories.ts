import { actionTablesOf, demoDb } from '@stride/mocks';
import { expect, screen, userEvent } from 'storybook/test';
import { confirmedRun, failedRun, pick, pickSchools } from './action-stories';
import { settled } from './console-stories';
import { serverErrorThenRetry } from './page-stories';

/** Story sets shared by actions that differ only in their call and notice (one set each, no copies). */

const firstSchool = () => demoDb.schools[0]!;
const secondSchool = () => demoDb.schools[1]!;

/** A multi-school action's call fails: the picked school's chip is still there. */
export const multiSchoolFailure = (endpoint: string, school: () => { name: string } = firstSchool) =>
  failedRun(
    (canvas) => pickSchools(canvas, [school().name]),
    'Server Error',
    async (canvas) => expect(canvas.getByRole('button', { name: `Remove ${school().name}` })).toBeVisible(),
    `*/api/admin/actions/${endpoint}`,
  );

/** send_service_emails and send_login_emails: one batch per picked school. */
export function schoolEmailStories(
  action: 'send_service_emails' | 'send_login_emails',
  endpoint: string,
  notice: string,
  kind: 'service' | 'login',
) {
  return {
    ConfirmAndSucceed: confirmedRun(
      (canvas) => pickSchools(canvas, [firstSchool().name, secondSchool().name]),
      notice,
      action,
      () =>
        expect(actionTablesOf().sentEmails.map((sent) => [sent.school_id, sent.kind])).toEqual([
          [firstSchool().id, kind],
          [secondSchool().id, kind],
        ]),
    ),
    ServerFails: multiSchoolFailure(endpoint),
  };
}

/** remove_school and disable_school: the school is disabled, and the reloaded list of schools says so. */
export function schoolRetirementStories(
  action: 'remove_school' | 'disable_school',
  endpoint: string,
  notice: string,
) {
  return {
    ConfirmAndSucceed: confirmedRun(
      (canvas) => pick(canvas, /School/, firstSchool().name),
      notice,
      action,
      async () => {
        await expect(firstSchool().status).toBe('disabled');
        await userEvent.click(screen.getByRole('combobox', { name: /School/ }));
        await expect(
          await screen.findByRole('option', { name: `${firstSchool().name} (disabled)` }, settled),
        ).toBeInTheDocument();
        await userEvent.keyboard('{Escape}');
      },
    ),
    ServerFails: failedRun(
      (canvas) => pick(canvas, /School/, firstSchool().name),
      'Server Error',
      async (canvas) =>
        expect(canvas.getByRole('combobox', { name: /School/ })).toHaveTextContent(firstSchool().name),
      `*/api/admin/actions/${endpoint}`,
    ),
    SchoolsFailThenRetry: serverErrorThenRetry(
      'SUPERADMIN',
      '*/api/admin/organization/orgs_groups_filtering',
      async (canvas) => {
        await expect(await canvas.findByRole('combobox', { name: /School/ }, settled)).toBeVisible();
      },
    ),
  };
}
