import { Table } from '../record-table.styles';

export type MlPreviewRows = { data: readonly Record<string, unknown>[]; fields: readonly string[] };

/** Rows of a survey or prediction preview, one column per field. */
export function MlPreviewTable({ preview, label }: { preview: MlPreviewRows; label: string }) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {preview.fields.map((field) => (
            <th key={field} scope="col">
              {field}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {preview.data.map((row, index) => (
          <tr key={index}>
            {preview.fields.map((field) => (
              <td key={field}>{String(row[field] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
