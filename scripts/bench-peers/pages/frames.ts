// The one definition of "frame drawn" shared by every page of the bench's peers, as the console's
// maps bench has it: the draw has returned, then a one-pixel read of the canvas, which returns only
// once that canvas has finished the frame.

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * A 2D canvas (Leaflet, leaflet.heat): the next animation frame, and more while `pending()` says the
 * library's own frame callback has not drawn yet, then a one-pixel `getImageData`. The time then.
 */
export async function canvasDrawn(canvas: HTMLCanvasElement, pending: () => boolean = () => false) {
  do await nextFrame();
  while (pending());
  canvas.getContext('2d')!.getImageData(0, 0, 1, 1);
  return performance.now();
}

/**
 * A Stride map: resolves when the map's root next turns `data-state="drawn"` (MapView sets it once a
 * frame shows every layer) and a one-pixel read of each of its canvases has returned (`readPixels` of
 * deck.gl's WebGL canvas, `getImageData` of the CPU path's 2D canvases). Call it before the change
 * that is drawn.
 */
export function strideDrawn(root: HTMLElement): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.getAttribute('data-state') !== 'drawn') return;
      observer.disconnect();
      for (const canvas of root.querySelectorAll('canvas')) {
        if (canvas.dataset.layer) canvas.getContext('2d')!.getImageData(0, 0, 1, 1);
        else {
          const gl = canvas.getContext('webgl2');
          gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
        }
      }
      resolve(performance.now());
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-state'] });
  });
}

/** The answer at `url` as text, and when it was all in the page (the "answer arrived" of every figure). */
export async function fetchAnswer(url: string) {
  const text = await (await fetch(url)).text();
  return { text, arrived: performance.now() };
}

/** The map's size, from the page's query (`?w=…&h=…`, the console map's canvas in CSS pixels). */
export function sizeFromQuery(element: HTMLElement) {
  const query = new URLSearchParams(location.search);
  element.style.width = `${Number(query.get('w') ?? 1100)}px`;
  element.style.height = `${Number(query.get('h') ?? 600)}px`;
}
