// The parents-list trio in one page per list (pages/tables.tsx): Stride's ParentsTable, TanStack
// Table with TanStack Virtual, AG Grid Community, each with the console's 100 000 parents. Per
// session (a fresh page): the rows loaded and parsed (not timed), the list rendered → first rows
// painted, four header sorts → rows painted, four filter keystrokes → rows painted, and the JS heap
// after a garbage collection (with the list open, and the list's own part: minus the rows alone).
// "Painted" is bench-users' definition: the DOM shows the change, then the frame after it has been
// painted (a message posted from its animation-frame callback has arrived).
import { closePeerPage, openPeerPage } from './map-peers.mjs';

export const tables = [
  ['stride', 'Stride DataTable (ParentsTable)'],
  ['stride-url', 'Stride DataTable, its view kept in the URL'],
  ['tanstack', 'TanStack Table + Virtual'],
  ['aggrid', 'AG Grid Community'],
];

/** `sessions` measured sessions (after one warm-up session) of the list `kind`. */
export async function tableSessions(browser, peersUrl, dataUrl, kind, sessions) {
  const figures = { firstRows: [], sorts: [], keystrokes: [], heap: [], ownHeap: [], rows: 0 };
  for (let session = 0; session <= sessions; session += 1) {
    const page = await openPeerPage(browser, `${peersUrl}/tables.html?table=${kind}`);
    try {
      figures.rows = await page.evaluate((url) => window.peer.load(url), dataUrl);
      const rowsAlone = await heapAfterGc(page);
      const firstRows = await page.evaluate(() => window.peer.mount());
      const sorts = [];
      for (const label of ['Last name', 'Last name', 'Email', 'First name'])
        sorts.push(await timeSort(page, label));
      const keystrokes = [];
      for (const key of ['a', 'n', 'n', 'Backspace'])
        keystrokes.push(await timeKeystroke(page, 'First name', key));
      const heap = await heapAfterGc(page);
      if (session === 0) continue;
      figures.firstRows.push(firstRows);
      figures.sorts.push(...sorts);
      figures.keystrokes.push(...keystrokes);
      figures.heap.push(heap);
      figures.ownHeap.push(heap - rowsAlone);
    } finally {
      await closePeerPage(page);
    }
  }
  return figures;
}

/** The page's JS heap in MB after a full garbage collection. */
async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/** A header's sort control clicked (in the page) → the rows in view changed and painted. */
async function timeSort(page, label) {
  await page.evaluate((column) => {
    const before = JSON.stringify(window.peer.probe().top);
    window.paintedAt = undefined;
    const observer = new MutationObserver(() => {
      if (JSON.stringify(window.peer.probe().top) === before) return;
      observer.disconnect();
      void window.peer.afterPaint().then((at) => (window.paintedAt = at));
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    window.clickedAt = performance.now();
    window.peer.sortButton(column).click();
  }, label);
  await page.waitForFunction(() => window.paintedAt !== undefined, null, { timeout: 120_000 });
  return page.evaluate(() => window.paintedAt - window.clickedAt);
}

/**
 * A key pressed in the column filter (timed from the key event in the page) → the filtered rows
 * painted: the row count has changed and every row's first-name cell holds the filter text.
 */
async function timeKeystroke(page, label, key) {
  await page.evaluate((column) => {
    const input = window.peer.filterInput(column);
    input.focus();
    const before = window.peer.probe().count;
    window.keyAt = undefined;
    window.paintedAt = undefined;
    input.addEventListener('keydown', (event) => (window.keyAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      const now = window.peer.probe();
      const needle = input.value.trim().toLowerCase();
      if (now.count === before || !now.firstCells.every((cell) => cell.toLowerCase().includes(needle)))
        return;
      observer.disconnect();
      void window.peer.afterPaint().then((at) => (window.paintedAt = at));
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-rowcount'],
    });
  }, label);
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.paintedAt !== undefined, null, { timeout: 120_000 });
  return page.evaluate(() => window.paintedAt - window.keyAt);
}
