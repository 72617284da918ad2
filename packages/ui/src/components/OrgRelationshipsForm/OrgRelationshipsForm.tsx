import type { OrgRelationships } from '@stride/domain';
import { useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button';
import { Switch } from '../../primitives/Switch';
import { Actions, Form } from '../form-layout.styles';

export type OrgRelationshipsFormProps = {
  /** The saved flags. */
  defaultValues: OrgRelationships;
  /** Called with the flags; the button shows it is working until the promise settles. */
  onSubmit: (values: OrgRelationships) => void | Promise<void>;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/** Manage Org Relationships (spec 3 §3, §6): whether the organisation has sub-organisations and several schools. */
export function OrgRelationshipsForm({ defaultValues, onSubmit, ...rest }: OrgRelationshipsFormProps) {
  const [values, setValues] = useState(defaultValues);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      noValidate
      aria-label="Org relationships"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      {...rest}
    >
      <Switch
        label="Has sub-organisations"
        checked={values.has_sub_orgs}
        onCheckedChange={(on) => setValues({ ...values, has_sub_orgs: on })}
      />
      <Switch
        label="Has multiple schools"
        checked={values.has_multi_schools}
        onCheckedChange={(on) => setValues({ ...values, has_multi_schools: on })}
      />
      <Actions>
        <Button type="submit" loading={saving}>
          Save relationships
        </Button>
      </Actions>
    </Form>
  );
}
