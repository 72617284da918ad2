import type { ProfileStudent } from '@stride/domain';
import type { ReactNode } from 'react';
import type { TabItem } from '../../primitives/Tabs/Tabs';
import { ConfirmedAction } from './ConfirmedAction';
import type { ActFor } from './user-tabs';
import { DetailRows, ProfileRecords } from './ProfileRecords';
import { StudentYearChange } from './StudentYearChange';

/**
 * A pupil's tabs (docs/product/people.md): the pupil with its parents for everyone; journeys, devices
 * and history with `everyTab` (the super admin's). The year change and Delete Student (super admin) and
 * Remove Student (school admin) sit on the first tab, when `actFor` gives them.
 */
export function studentTabItems(
  student: ProfileStudent,
  everyTab: boolean,
  actFor: ActFor,
  history: ReactNode,
): TabItem[] {
  const deleteStudent = actFor('delete_student');
  const removeStudent = actFor('remove_student_from_school');
  const changeYear = actFor('change_student_year');
  const items: TabItem[] = [
    {
      value: 'user',
      label: 'Pupil',
      content: (
        <>
          <DetailRows
            rows={[
              ['First name', student.first_name],
              ['Last name', student.last_name],
              [
                'Year',
                student.available_years.find((year) => String(year.level) === String(student.current_year))
                  ?.name ??
                  student.current_year ??
                  '',
              ],
              ['Created', student.created_at_formatted],
            ]}
          />
          {changeYear && student.available_years.length > 0 && (
            <StudentYearChange
              key={String(student.current_year)}
              student={student}
              onChange={(year) => changeYear({ studentId: student.id, year })}
            />
          )}
          <ProfileRecords
            label="Parents"
            rows={student.parents}
            columns={[{ header: 'Parent', cell: (row) => `${row.first_name} ${row.last_name}` }]}
          />
          <div role="group" aria-label="Pupil actions">
            {removeStudent && (
              <ConfirmedAction
                action="remove_student_from_school"
                label="Remove Student"
                onConfirm={() => removeStudent({ studentId: student.id })}
              />
            )}
            {deleteStudent && (
              <ConfirmedAction
                action="delete_student"
                label="Delete Student"
                onConfirm={() => deleteStudent({ studentId: student.id })}
              />
            )}
          </div>
        </>
      ),
    },
  ];
  if (!everyTab) return items;
  return [
    ...items,
    {
      value: 'journeys',
      label: 'Journeys',
      content: (
        <ProfileRecords
          label="Journeys"
          rows={student.journeys}
          columns={[
            { header: 'Id', cell: (row) => row.id },
            { header: 'Travel time', cell: (row) => row.total_travel_time_text },
          ]}
        />
      ),
    },
    {
      value: 'devices',
      label: 'Devices',
      content: (
        <ProfileRecords
          label="Devices"
          rows={student.devices}
          columns={[{ header: 'Device', cell: (row) => row.device_id }]}
        />
      ),
    },
    { value: 'history', label: 'History', content: history },
  ];
}
