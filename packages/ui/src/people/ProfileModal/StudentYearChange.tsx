import type { ProfileStudent } from '@stride/domain';
import { profileActionMessages } from '@stride/domain';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { Select } from '../../primitives/Select/Select';
import { InlineFields } from '../../components/form-layout.styles';

export type StudentYearChangeProps = {
  student: ProfileStudent;
  /** Moves the pupil to `year` once confirmed; the modal reloads the pupil after. */
  onChange: (year: number) => Promise<unknown>;
};

/** The pupil's year, picked from the years its school teaches (`available_years`); 'Year Changed!' after. */
export function StudentYearChange({ student, onChange }: StudentYearChangeProps) {
  const current =
    student.current_year === null || student.current_year === undefined ? '' : String(student.current_year);
  const [year, setYear] = useState(current);
  return (
    <InlineFields>
      <Select
        label="Change year"
        size="small"
        options={student.available_years.map((option) => ({
          value: String(option.level),
          label: option.name,
        }))}
        value={year}
        onValueChange={setYear}
      />
      <ConfirmDialog
        message={profileActionMessages.change_student_year.confirm}
        onConfirm={() => onChange(Number(year))}
        trigger={
          <Button size="small" variant="secondary" disabled={year === '' || year === current}>
            Save year
          </Button>
        }
      />
    </InlineFields>
  );
}
