// The TanStack Table way of a long list, as its virtualized-rows example has it: the row models
// (core, filtered, sorted) and @tanstack/react-virtual over a real <table>, one "contains" filter
// per column (its default string filter). The filter inputs are not debounced (the filters example
// debounces 500 ms; here every keystroke filters, as Stride's does).
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { BenchParent } from './table-rows';

const columns: ColumnDef<BenchParent>[] = [
  { id: 'first_name', header: 'First name', accessorKey: 'first_name' },
  { id: 'last_name', header: 'Last name', accessorKey: 'last_name' },
  { id: 'children', header: 'Children', accessorFn: (row) => row.children.join(', ') },
  { id: 'email', header: 'Email', accessorKey: 'email', size: 320 },
  {
    id: 'edit',
    header: 'Actions',
    enableSorting: false,
    enableColumnFilter: false,
    cell: ({ row }) => (
      <button type="button" aria-label={`Edit ${row.original.first_name}`}>
        Edit
      </button>
    ),
  },
];

export function TanStackParents({ rows, height }: { rows: BenchParent[]; height: number }) {
  const table = useReactTable({
    data: rows,
    columns,
    initialState: { sorting: [{ id: 'first_name', desc: false }] },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const { rows: shown } = table.getRowModel();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    estimateSize: () => 40,
    getScrollElement: () => scrollRef.current,
    measureElement: (element) => element.getBoundingClientRect().height,
    overscan: 5,
  });

  return (
    <div>
      <p>
        Showing {shown.length} of {rows.length}
      </p>
      <div ref={scrollRef} style={{ overflow: 'auto', position: 'relative', height }}>
        <table aria-label="Parents" aria-rowcount={shown.length + 1} style={{ display: 'grid' }}>
          <thead style={{ display: 'grid', position: 'sticky', top: 0, zIndex: 1, background: 'white' }}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} style={{ display: 'flex', width: '100%' }}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    style={{ display: 'flex', flexDirection: 'column', width: header.getSize() }}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {{ asc: ' ▲', desc: ' ▼' }[header.column.getIsSorted() as string] ?? null}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                    {header.column.getCanFilter() ? (
                      <input
                        aria-label={`Filter ${String(header.column.columnDef.header)}`}
                        value={(header.column.getFilterValue() as string) ?? ''}
                        onChange={(event) => header.column.setFilterValue(event.target.value)}
                      />
                    ) : null}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody style={{ display: 'grid', height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = shown[item.index];
              return (
                <tr
                  data-index={item.index}
                  ref={(node) => virtualizer.measureElement(node)}
                  key={row.id}
                  style={{
                    display: 'flex',
                    position: 'absolute',
                    transform: `translateY(${item.start}px)`,
                    width: '100%',
                  }}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} style={{ display: 'flex', width: cell.column.getSize(), height: 40 }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
