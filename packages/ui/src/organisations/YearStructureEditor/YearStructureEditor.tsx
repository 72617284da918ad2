import { zodResolver } from '@hookform/resolvers/zod';
import { yearStructureFormSchema, type YearStructureFormValues, type YearStructureRow } from '@stride/domain';
import type { ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Select } from '../../primitives/Select/Select';
import { Switch } from '../../primitives/Switch/Switch';
import { FormActions } from '../../components/FormActions/FormActions';

export type YearStructureEditorProps = {
  /** Every level with its saved state (`yearStructureRows`). */
  rows: readonly YearStructureRow[];
  /** The organisation's addresses an active level can be taught at. */
  addresses: readonly { id: number; name: string }[];
  /** Called with the levels once every active level has an address. */
  onSave: (rows: YearStructureRow[]) => void | Promise<void>;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
    vertical-align: top;
    border-bottom: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  }
`;

/** The school structure (docs/product/organisations.md): each level active or not, and where an active level is taught. */
export function YearStructureEditor({
  rows: savedRows,
  addresses,
  onSave,
  ...rest
}: YearStructureEditorProps) {
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<YearStructureFormValues>({
    resolver: zodResolver(yearStructureFormSchema),
    defaultValues: { rows: [...savedRows] },
  });
  const rows = watch('rows');
  const options = addresses.map((address) => ({ value: String(address.id), label: address.name }));

  return (
    <form
      noValidate
      aria-label="Year structure"
      onSubmit={handleSubmit(({ rows }) => onSave(rows))}
      {...rest}
    >
      <Table>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Active</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.value}>
              <th scope="row">{row.name}</th>
              <td>
                <Controller
                  control={control}
                  name={`rows.${index}.status`}
                  render={({ field }) => (
                    <Switch
                      label={`${row.name} active`}
                      checked={field.value === 'active'}
                      onCheckedChange={(on) => field.onChange(on ? 'active' : 'inactive')}
                      ref={field.ref}
                    />
                  )}
                />
              </td>
              <td>
                <Controller
                  control={control}
                  name={`rows.${index}.organization_address_id`}
                  render={({ field }) => (
                    <Select
                      label={`Address of ${row.name}`}
                      labelHidden
                      size="small"
                      placeholder="No address"
                      options={options}
                      disabled={row.status !== 'active'}
                      value={field.value == null ? '' : String(field.value)}
                      onValueChange={(id) => field.onChange(Number(id))}
                      ref={field.ref}
                      error={
                        row.status === 'active'
                          ? errors.rows?.[index]?.organization_address_id?.message
                          : undefined
                      }
                    />
                  )}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <FormActions submitLabel="Save structure" submitting={isSubmitting} />
    </form>
  );
}
