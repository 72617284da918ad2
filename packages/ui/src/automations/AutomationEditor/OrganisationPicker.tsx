import { useState } from 'react';
import { Select } from '../../primitives/Select/Select';
import { Switch } from '../../primitives/Switch/Switch';
import { ChoiceGroup } from '../SchedulePicker/ChoiceGroup';
import { Section } from '../../primitives/FormSections/form-sections.styles';
import { Row } from './AutomationEditor.styles';

/** What the organisation selector offers (getOrgsGroupsFiltering). */
export type OrganisationChoices = {
  schools: readonly { id: number; name: string }[];
  groups: readonly { id: number; name: string; organization_ids: readonly number[] }[];
  councils: readonly { id: number; name: string }[];
};

export type OrganisationPickerProps = {
  choices: OrganisationChoices;
  value: readonly number[];
  onValueChange: (ids: number[]) => void;
  selectionType: 'WHITELIST' | 'BLACKLIST';
  onSelectionTypeChange: (type: 'WHITELIST' | 'BLACKLIST') => void;
  /** How the selection type is chosen: a WHITELIST / BLACKLIST select, or a BLACKLIST switch (the ML form). @default 'select' */
  selectionControl?: 'select' | 'switch';
};

const kinds = [
  { value: 'schools', label: 'Schools only' },
  { value: 'groups', label: 'GROUPS only' },
  { value: 'councils', label: 'Councils' },
] as const;
type Kind = (typeof kinds)[number]['value'];

/**
 * The organisations an automation is kept to (WHITELIST) or kept from (BLACKLIST), chosen among
 * schools, groups (which add their schools) or councils.
 */
export function OrganisationPicker({
  choices,
  value,
  onValueChange,
  selectionType,
  onSelectionTypeChange,
  selectionControl = 'select',
}: OrganisationPickerProps) {
  const [kind, setKind] = useState<Kind>('schools');
  const groupChosen = (group: OrganisationChoices['groups'][number]) =>
    group.organization_ids.length > 0 && group.organization_ids.every((id) => value.includes(id));
  const others = (ids: readonly number[]) => value.filter((id) => !ids.includes(id));

  const list = () => {
    if (kind === 'groups') {
      const chosen = choices.groups.filter(groupChosen).map((group) => group.id);
      return (
        <ChoiceGroup
          legend="Groups"
          options={choices.groups.map((group) => ({ value: group.id, label: group.name }))}
          value={chosen}
          onValueChange={(ids) => {
            const removed = choices.groups
              .filter((group) => chosen.includes(group.id) && !ids.includes(group.id))
              .flatMap((group) => group.organization_ids);
            const added = choices.groups
              .filter((group) => ids.includes(group.id))
              .flatMap((group) => group.organization_ids);
            onValueChange([...new Set([...others(removed), ...added])]);
          }}
        />
      );
    }
    const options = kind === 'schools' ? choices.schools : choices.councils;
    const ids = options.map((option) => option.id);
    return (
      <ChoiceGroup
        legend={kind === 'schools' ? 'Schools' : 'Councils'}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
        value={value.filter((id) => ids.includes(id))}
        onValueChange={(picked) => onValueChange([...others(ids), ...picked])}
      />
    );
  };

  return (
    <Section aria-labelledby="organisations-heading">
      <h3 id="organisations-heading">Organisations</h3>
      <Row>
        {selectionControl === 'switch' ? (
          <Switch
            label="BLACKLIST"
            checked={selectionType === 'BLACKLIST'}
            onCheckedChange={(blacklist) => onSelectionTypeChange(blacklist ? 'BLACKLIST' : 'WHITELIST')}
          />
        ) : (
          <Select
            label="Selection"
            options={[
              { value: 'WHITELIST', label: 'WHITELIST' },
              { value: 'BLACKLIST', label: 'BLACKLIST' },
            ]}
            value={selectionType}
            onValueChange={(type) => onSelectionTypeChange(type as 'WHITELIST' | 'BLACKLIST')}
          />
        )}
        <Select
          label="Choose from"
          options={kinds}
          value={kind}
          onValueChange={(next) => setKind(next as Kind)}
        />
      </Row>
      {list()}
    </Section>
  );
}
