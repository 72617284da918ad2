import { proceedQuestion, tableNameProblem } from '@stride/domain';
import { useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { TextField } from '../../primitives/TextField/TextField';
import { FormActions } from '../../components/FormActions/FormActions';
import { InlineFields } from '../../components/form-layout.styles';

export type CsvSnapshotFormProps = {
  /** Generates the table's snapshot once confirmed; resolves true when it worked (the field empties). */
  onGenerate: (tableName: string) => Promise<boolean>;
  /** Cancel: leaves the page. */
  onCancel: () => void;
} & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'>;

/** csv_snapshot's first half (docs/product/csv-snapshot.md): a table name, Generate after 'Are you sure you want to proceed?', Cancel. */
export function CsvSnapshotForm({ onGenerate, onCancel, ...rest }: CsvSnapshotFormProps) {
  const [table, setTable] = useState('');
  const [problem, setProblem] = useState<string>();
  const [asking, setAsking] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = tableNameProblem(table);
    setProblem(found);
    if (!found) setAsking(true);
  };

  return (
    <form aria-label="Generate a CSV snapshot" noValidate onSubmit={submit} {...rest}>
      <InlineFields>
        <TextField
          label="Table name"
          value={table}
          onValueChange={setTable}
          error={problem}
          autoComplete="off"
        />
        <FormActions submitLabel="Generate" onCancel={onCancel} />
      </InlineFields>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        message={proceedQuestion}
        onConfirm={async () => {
          if (await onGenerate(table.trim())) setTable('');
        }}
      />
    </form>
  );
}
