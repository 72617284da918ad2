// The parents list four ways, one per page load (`?table=stride|stride-url|tanstack|aggrid`), with the
// same rows (the console's 100 000-parent answer): Stride's ParentsTable (packages/ui's DataTable, as
// the console shows it), the same with its sort and filters kept in the URL by the console's own
// ListStateInUrl under its LatestSearchProvider (what a keystroke costs with the address written), TanStack Table with TanStack
// Virtual, and AG Grid Community.
// window.peer: load(url) fetches and parses the rows (not timed); mount() renders the list and
// answers milliseconds to its first rows painted; probe() reads the rows in the DOM; sortButton and
// filterInput find a column's controls.
import { ParentsTable, StrideProvider } from '@stride/ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ListStateInUrl } from '../../../apps/console/src/app/ListStateInUrl';
import { LatestSearchProvider } from '../../../apps/console/src/app/useSearchParamsWriter';
import { AgGridParents } from './ag-grid-table';
import type { BenchParent } from './table-rows';
import { TanStackParents } from './tanstack-table';

const kind = new URLSearchParams(location.search).get('table') ?? 'stride';
const height = 560;
let rows: BenchParent[] = [];

/** Where each list keeps its row count, its rows' first-name cells, and its controls. */
const strideDom = {
  counted: () => document.querySelector('table[aria-label="Parents"]')?.getAttribute('aria-rowcount'),
  firstCells: 'table[aria-label="Parents"] tbody tr[aria-rowindex] > :first-child',
  rows: 'table[aria-label="Parents"] tbody tr[aria-rowindex]',
  rowIndex: 'aria-rowindex',
  sort: 'table[aria-label="Parents"] thead button',
  filter: (label: string) => `input[aria-label="Filter ${label}"]`,
};
const dom = {
  stride: strideDom,
  'stride-url': strideDom,
  tanstack: {
    counted: () => document.querySelector('table[aria-label="Parents"]')?.getAttribute('aria-rowcount'),
    firstCells: 'table[aria-label="Parents"] tbody tr > td:first-child',
    rows: 'table[aria-label="Parents"] tbody tr[data-index]',
    rowIndex: 'data-index',
    sort: 'table[aria-label="Parents"] thead button',
    filter: (label: string) => `input[aria-label="Filter ${label}"]`,
  },
  aggrid: {
    counted: () => document.querySelector('[role="grid"][aria-rowcount]')?.getAttribute('aria-rowcount'),
    firstCells: '.ag-row[row-index] [col-id="first_name"]',
    rows: '.ag-row[row-index]',
    rowIndex: 'row-index',
    sort: '.ag-header-cell .ag-header-cell-label',
    filter: (label: string) => `input[aria-label="${label} Filter Input"]`,
  },
}[kind]!;

function List() {
  if (kind === 'tanstack') return <TanStackParents rows={rows} height={height} />;
  if (kind === 'aggrid') return <AgGridParents rows={rows} height={height} />;
  const list = (
    <StrideProvider>
      <div style={{ width: 1100 }}>
        <ParentsTable rows={rows} onEdit={() => undefined} />
      </div>
    </StrideProvider>
  );
  if (kind === 'stride') return list;
  return (
    <BrowserRouter>
      <LatestSearchProvider>
        <ListStateInUrl>{list}</ListStateInUrl>
      </LatestSearchProvider>
    </BrowserRouter>
  );
}

async function load(url: string) {
  rows = ((await (await fetch(url)).json()) as { parents: BenchParent[] }).parents;
  return rows.length;
}

/** The rows in view, top to bottom (the text of each), their first-name cells, and the row count. */
function probe() {
  // In row order (not the DOM's: a virtualised list may keep rows in any order), without a layout.
  const index = (row: Element) => Number(row.getAttribute(dom.rowIndex));
  const rowsInView = [...document.querySelectorAll(dom.rows)].sort((a, b) => index(a) - index(b));
  return {
    count: dom.counted() ?? null,
    firstCells: [...document.querySelectorAll(dom.firstCells)].map((cell) => cell.textContent ?? ''),
    top: rowsInView.slice(0, 5).map((row) => row.textContent ?? ''),
  };
}

/** A message posted in an animation-frame callback is delivered just after that frame is painted. */
const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(undefined);
    }),
  );

/** Renders the list; milliseconds to the frame that shows its first rows painted. */
function mount() {
  const start = performance.now();
  return new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (probe().firstCells.length === 0) return;
      observer.disconnect();
      void afterPaint().then((painted) => resolve(painted - start));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    createRoot(document.getElementById('root')!).render(<List />);
  });
}

/** The sort control of the column headed `label`. */
function sortButton(label: string) {
  return [...document.querySelectorAll<HTMLElement>(dom.sort)].find((element) =>
    element.textContent?.trim().startsWith(label),
  );
}

const filterInput = (label: string) => document.querySelector<HTMLInputElement>(dom.filter(label));

Object.assign(window, {
  peer: { load, mount, probe, sortButton, filterInput, afterPaint, ready: () => true },
});
