import { afterEach, describe, expect, it, vi } from 'vitest';
import { typefaceLoaded } from './chart-typeface';

/** A font set whose one load is settled by the test. */
function fontSet() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const load = vi.fn(
    (_font: string) =>
      new Promise<FontFace[]>((resolve, reject) => {
        settle = { resolve: () => resolve([]), reject };
      }),
  );
  return { fonts: { load }, settle: () => settle! };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('a chart waits for its typeface', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws only once the font has loaded, asking for the font the chart uses', async () => {
    vi.useFakeTimers();
    const { fonts, settle } = fontSet();
    const ready = typefaceLoaded(fonts, '0.875rem "Inter Variable", sans-serif');
    expect(fonts.load).toHaveBeenCalledWith('0.875rem "Inter Variable", sans-serif');
    expect(await settled(ready)).toBe(false);
    settle().resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('draws with the fallback font when the font fails to load', async () => {
    vi.useFakeTimers();
    const { fonts, settle } = fontSet();
    const ready = typefaceLoaded(fonts, '14px Inter');
    settle().reject(new Error('network'));
    expect(await settled(ready)).toBe(true);
  });

  it('draws after the longest wait when the font never comes', async () => {
    vi.useFakeTimers();
    const { fonts } = fontSet();
    const ready = typefaceLoaded(fonts, '14px Inter', 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });

  it('draws at once where the browser has no font loading API', async () => {
    vi.useFakeTimers();
    expect(await settled(typefaceLoaded(undefined, '14px Inter'))).toBe(true);
  });
});
