import {
  audienceTransportModes,
  noticeMessages,
  withGroup,
  withStaffOnly,
  withYears,
  type PostEditorOffers,
  type PostForm,
} from '@stride/domain';
import { SchoolSelector } from '../../components/SchoolSelector/SchoolSelector';
import type { SchoolSelectorOptions } from '../../components/SchoolSelector/school-selector-entries';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
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
}: PostAudienceProps) {
  const { picksSchools, picksModes } = offers;
  return (
    <Fieldset>
      <legend>Audience</legend>
      {offers.picksAcrossPlatform ? (
        <SchoolSelector
          acrossPlatform
          label="Schools"
          options={schoolOptions}
          value={form.schools}
          onValueChange={(schools) => onFormChange({ ...form, schools })}
        />
      ) : picksSchools ? (
        <Fieldset>
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
        </Fieldset>
      ) : null}
      <Checkbox
        label="Staff only"
        checked={form.staffOnly}
        onCheckedChange={(on) => onFormChange(withStaffOnly(form, on === true))}
      />
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
          onValueChange={(value) => onFormChange(withGroup(form, value === noGroup ? null : Number(value)))}
        />
      ) : (
        <Note>{noticeMessages.noGroups}</Note>
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
