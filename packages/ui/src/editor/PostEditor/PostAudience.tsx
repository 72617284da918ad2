import {
  audienceTransportModes,
  noticeMessages,
  withGroup,
  withStaffOnly,
  withYears,
  type PostEditorOffers,
  type PostForm,
} from '@stride/domain';
import { useId, type Ref } from 'react';
import { SchoolSelector } from '../../components/SchoolSelector/SchoolSelector';
import type { SchoolSelectorOptions } from '../../components/SchoolSelector/school-selector-entries';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { FieldError } from '../../primitives/TextField/TextField.styles';
import { Select } from '../../primitives/Select/Select';
import { Choices, Fieldset, Note } from './PostEditor.styles';

export type AudienceOptions = {
  /**
   * Schools the admin may post to (not asked of a school admin), with the groups and councils of
   * `getFilterOrganisations`, which the super admin may also post to.
   */
  schoolOptions: SchoolSelectorOptions;
  /** School years, by level. */
  years: readonly { level: number; name: string }[];
  /** School groups. */
  groups: readonly { id: number; name: string }[];
};

type PostAudienceProps = {
  form: PostForm;
  onFormChange: (form: PostForm) => void;
  offers: Pick<PostEditorOffers, 'picksSchools' | 'picksAcrossPlatform' | 'picksModes'>;
  /** Why the schools are refused ('Please select at least one school'). */
  schoolsError?: string;
  /** Holds the schools' control (the form focuses it when they are refused). */
  schoolsRef?: Ref<HTMLDivElement>;
  /** The schools, years or groups could not be loaded (human words), shown with Retry in their place. */
  error?: string;
  /** The failure in technical words. */
  errorDetail?: string;
  /** Loads them again. */
  onRetry?: () => void;
} & AudienceOptions;

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((entry) => entry !== item);
const noGroup = 'none';

/**
 * Who a post goes to (docs/product/notices.md): schools (roles with a school selector; the super admin
 * picks schools, groups, councils or ALL in the school selector), years or a group (choosing one
 * clears the other), staff only (clears the years) and transport modes (councils, multi-school and
 * super admins).
 */
export function PostAudience({
  form,
  onFormChange,
  offers,
  schoolOptions,
  years,
  groups,
  schoolsError,
  schoolsRef,
  error,
  errorDetail,
  onRetry,
}: PostAudienceProps) {
  const { picksSchools, picksModes } = offers;
  const schoolsErrorId = useId();
  return (
    <Fieldset>
      <legend>Audience</legend>
      {error ? (
        // The choices that failed to load are not shown empty: the failure (docs/product/notices.md) and Retry.
        <Alert
          variant="error"
          title={noticeMessages.loadFailed}
          detail={errorDetail}
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                Retry
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      ) : null}
      {error ? null : offers.picksAcrossPlatform ? (
        <div ref={schoolsRef}>
          <SchoolSelector
            acrossPlatform
            label="Schools"
            options={schoolOptions}
            value={form.schools}
            onValueChange={(schools) => onFormChange({ ...form, schools })}
          />
          {schoolsError ? <FieldError id={schoolsErrorId}>{schoolsError}</FieldError> : null}
        </div>
      ) : picksSchools ? (
        <div ref={schoolsRef}>
          <Fieldset aria-describedby={schoolsError ? schoolsErrorId : undefined}>
            <legend>Schools</legend>
            <Choices>
              {schoolOptions.schools.map((school) => (
                <Checkbox
                  key={school.id}
                  label={school.name}
                  checked={form.schools.includes(school.id)}
                  onCheckedChange={(on) =>
                    onFormChange({ ...form, schools: toggled(form.schools, school.id, on === true) })
                  }
                />
              ))}
            </Choices>
            {schoolsError ? <FieldError id={schoolsErrorId}>{schoolsError}</FieldError> : null}
          </Fieldset>
        </div>
      ) : null}
      <Checkbox
        label="Staff only"
        checked={form.staffOnly}
        onCheckedChange={(on) => onFormChange(withStaffOnly(form, on === true))}
      />
      {error ? null : (
        <>
          <Fieldset disabled={form.staffOnly}>
            <legend>School years</legend>
            <Choices>
              {years.map((year) => (
                <Checkbox
                  key={year.level}
                  label={year.name}
                  disabled={form.staffOnly}
                  checked={form.school_years.includes(year.level)}
                  onCheckedChange={(on) =>
                    onFormChange(withYears(form, toggled(form.school_years, year.level, on === true)))
                  }
                />
              ))}
            </Choices>
          </Fieldset>
          {groups.length ? (
            <Select
              label="Group"
              options={[
                { value: noGroup, label: 'No group' },
                ...groups.map((group) => ({ value: String(group.id), label: group.name })),
              ]}
              value={form.group === null ? noGroup : String(form.group)}
              onValueChange={(value) =>
                onFormChange(withGroup(form, value === noGroup ? null : Number(value)))
              }
            />
          ) : (
            <Note>{noticeMessages.noGroups}</Note>
          )}
        </>
      )}
      {picksModes ? (
        <Fieldset>
          <legend>Transport modes</legend>
          <Choices>
            {audienceTransportModes.map((mode) => (
              <Checkbox
                key={mode}
                label={mode}
                checked={form.transport_modes.includes(mode)}
                onCheckedChange={(on) =>
                  onFormChange({ ...form, transport_modes: toggled(form.transport_modes, mode, on === true) })
                }
              />
            ))}
          </Choices>
        </Fieldset>
      ) : null}
    </Fieldset>
  );
}
