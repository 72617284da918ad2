import { demoToday } from '@stride/mocks';

/** Noon on the dataset's "today", in the browser's time zone. */
export const demoClockTime = new Date(`${demoToday}T12:00:00`).getTime();

/**
 * A story's `beforeEach`: `Date.now()` and `new Date()` answer `demoClockTime` until the story ends,
 * so times the demo backend stamps and the '… ago' labels measured from them are the same on every
 * run (a screenshot stays stable). Timers are untouched: only the calendar stands still.
 */
export function stopTheClock(): () => void {
  const RealDate = globalThis.Date;
  class DemoDate extends RealDate {
    constructor(
      ...args: [] | [string | number | Date] | [number, number, number?, number?, number?, number?, number?]
    ) {
      if (args.length === 0) super(demoClockTime);
      else if (args.length === 1) super(args[0]);
      else super(...args);
    }

    static override now() {
      return demoClockTime;
    }
  }
  globalThis.Date = DemoDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
