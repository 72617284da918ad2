import { getParentOrStudent, isApiError, runProfileAction, searchParentOrStudent } from '@stride/api';
import { emptyPersonSearch, personSearchBody } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

describe('user_info search', () => {
  it('finds users by name part with their email, and pupils by student id without one', async () => {
    const client = await signedInClient('super@demo.test');
    const parent = demoDb.parents[0]!;
    const users = await searchParentOrStudent(
      client,
      personSearchBody({
        ...emptyPersonSearch,
        last_name: parent.last_name.toUpperCase(),
        email: parent.email.slice(0, 5),
      }),
    );
    expect(users.some((row) => row.id === parent.id && row.email === parent.email)).toBe(true);
    const pupil = demoDb.pupils[0]!;
    const pupils = await searchParentOrStudent(
      client,
      personSearchBody({ ...emptyPersonSearch, student_id: String(pupil.id) }),
    );
    expect(pupils).toEqual([expect.objectContaining({ id: pupil.id, email: '' })]);
  });

  it('still answers the profile lookup by id, and refuses the search to other roles', async () => {
    const client = await signedInClient('super@demo.test');
    const pupil = demoDb.pupils[0]!;
    expect(await getParentOrStudent(client, { student_id: pupil.id })).toMatchObject({
      student: { id: pupil.id },
    });
    const refused = await rejectionOf(
      searchParentOrStudent(
        await signedInClient('school@demo.test'),
        personSearchBody({ ...emptyPersonSearch, first_name: 'a' }),
      ),
    );
    expect(isApiError(refused) && refused.status).toBe(403);
  });

  it('changes a pupil year to one its school teaches, and refuses others', async () => {
    const client = await signedInClient('super@demo.test');
    const pupil = demoDb.pupils[0]!;
    const school = demoDb.schools.find((row) => row.id === pupil.school_id)!;
    const other = school.year_levels.find((level) => level !== pupil.current_year)!;
    await runProfileAction(client, 'change_student_year', { studentId: pupil.id, year: other });
    expect(demoDb.pupils[0]?.current_year).toBe(other);
    const wrong = await rejectionOf(
      runProfileAction(client, 'change_student_year', { studentId: pupil.id, year: 99 }),
    );
    expect(isApiError(wrong) && wrong.status).toBe(422);
  });
});
