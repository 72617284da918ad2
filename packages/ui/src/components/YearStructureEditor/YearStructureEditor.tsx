import { yearStructureProblems, type YearStructureRow } from '@stride/domain';
import { useState } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { Actions } from '../form-layout.styles';

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

/** The school structure (spec 3 §4, §5): each level active or not, and where an active level is taught. */
export function YearStructureEditor({
  rows: savedRows,
  addresses,
  onSave,
  ...rest
}: YearStructureEditorProps) {
  const [rows, setRows] = useState<YearStructureRow[]>(() => [...savedRows]);
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const options = addresses.map((address) => ({ value: String(address.id), label: address.name }));
  const change = (value: number, patch: Partial<YearStructureRow>) =>
    setRows((current) => current.map((row) => (row.value === value ? { ...row, ...patch } : row)));

  const submit = async () => {
    const found = yearStructureProblems(rows);
    setProblems(found);
    if (found.size > 0) return;
    setSaving(true);
    try {
      await onSave(rows);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Year structure"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
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
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row">{row.name}</th>
              <td>
                <Switch
                  label={`${row.name} active`}
                  checked={row.status === 'active'}
                  onCheckedChange={(on) => change(row.value, { status: on ? 'active' : 'inactive' })}
                />
              </td>
              <td>
                <Select
                  label={`Address of ${row.name}`}
                  labelHidden
                  size="small"
                  placeholder="No address"
                  options={options}
                  disabled={row.status !== 'active'}
                  value={row.organization_address_id == null ? '' : String(row.organization_address_id)}
                  onValueChange={(id) => change(row.value, { organization_address_id: Number(id) })}
                  error={row.status === 'active' ? problems.get(row.value) : undefined}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Actions>
        <Button type="submit" loading={saving}>
          Save structure
        </Button>
      </Actions>
    </form>
  );
}
