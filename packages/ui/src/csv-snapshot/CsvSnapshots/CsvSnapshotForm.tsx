import { zodResolver } from '@hookform/resolvers/zod';
import {
  csvSnapshotFormSchema,
  emptyCsvSnapshotForm,
  proceedQuestion,
  type CsvSnapshotFormValues,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
  const { control, handleSubmit, reset } = useForm<CsvSnapshotFormValues>({
    resolver: zodResolver(csvSnapshotFormSchema),
    defaultValues: emptyCsvSnapshotForm,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  /** The checked table name that Generate asks about; null while it asks nothing. */
  const [asked, setAsked] = useState<string | null>(null);

  return (
    <form
      aria-label="Generate a CSV snapshot"
      noValidate
      onSubmit={handleSubmit(({ table_name }) => setAsked(table_name))}
      {...rest}
    >
      <InlineFields>
        <Controller
          control={control}
          name="table_name"
          render={({ field, fieldState }) => (
            <TextField
              label="Table name"
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
              autoComplete="off"
            />
          )}
        />
        <FormActions submitLabel="Generate" onCancel={onCancel} />
      </InlineFields>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        message={proceedQuestion}
        onConfirm={async () => {
          if (asked !== null && (await onGenerate(asked))) reset(emptyCsvSnapshotForm);
        }}
      />
    </form>
  );
}
