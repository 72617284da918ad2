// AG Grid Community: the client-side row model with every community module registered, a text
// filter under each header (floating filters) and header-click sorting. debounceMs 0: a text
// filter waits 500 ms by default; here every keystroke filters, as Stride's does. Sorted rows do not
// slide to their places (animateRows off), so a repaint is a repaint.
import { AllCommunityModule, ModuleRegistry, type ColDef, type ICellRendererParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import type { BenchParent } from './table-rows';

ModuleRegistry.registerModules([AllCommunityModule]);

function EditButton({ data }: ICellRendererParams<BenchParent>) {
  return (
    <button type="button" aria-label={`Edit ${data?.first_name ?? ''}`}>
      Edit
    </button>
  );
}

const defaultColDef: ColDef<BenchParent> = {
  sortable: true,
  filter: 'agTextColumnFilter',
  floatingFilter: true,
  filterParams: { debounceMs: 0 },
};

const columnDefs: ColDef<BenchParent>[] = [
  { colId: 'first_name', field: 'first_name', headerName: 'First name', sort: 'asc' },
  { colId: 'last_name', field: 'last_name', headerName: 'Last name' },
  { colId: 'children', headerName: 'Children', valueGetter: ({ data }) => data?.children.join(', ') ?? '' },
  { colId: 'email', field: 'email', headerName: 'Email', width: 320 },
  { colId: 'edit', headerName: 'Actions', sortable: false, filter: false, cellRenderer: EditButton },
];

export function AgGridParents({ rows, height }: { rows: BenchParent[]; height: number }) {
  return (
    <div style={{ height, width: 1100 }}>
      <AgGridReact<BenchParent>
        rowData={rows}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={({ data }) => String(data.user_id)}
        // Rows jump to their new places, as in the other two lists (no 400 ms slide).
        animateRows={false}
      />
    </div>
  );
}
