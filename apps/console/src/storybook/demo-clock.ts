import { demoToday } from '@stride/mocks';

/** Noon on the dataset's "today", in the browser's time zone. */
const demoClockTime = new Date(`${demoToday}T12:00:00`).getTime();

/** The moment page stories' writes are stamped with (the demo backend's stopped clock): after every seeded date. */
export const storyMoment = '2026-11-24 10:00:00';

/**
 * A story's `beforeEach` that stops the browser's clock at `storyMoment`, the demo backend's: what the
 * page counts from now (an automation's next launches) and what the backend does (its upcoming
 * schedule) then start at the same moment, as they do in the demo console.
 */
export const stopTheClockAtTheStoryMoment = () =>
  stopClockAt(Date.parse(`${storyMoment.replace(' ', 'T')}Z`));

/**
 * A page meta's `beforeEach` (`before`, the page stories' own) for a page that counts from now (the
 * automation list's next runs): the browser's clock also stands at the story moment, so every picture
 * shows the same.
 */
export const atTheStoryMoment =
  <Context>(before: (context: Context) => void) =>
  (context: Context) => {
    before(context);
    return stopTheClockAtTheStoryMoment();
  };

/**
 * A story's `beforeEach`: `Date.now()` and `new Date()` answer `demoClockTime` until the story ends,
 * so times the demo backend stamps and the '… ago' labels measured from them are the same on every
 * run (a screenshot stays stable). Timers are untouched: only the calendar stands still.
 */
export const stopTheClock = () => stopClockAt(demoClockTime);

/** `Date.now()` and `new Date()` answer `time` until the returned function is called. */
function stopClockAt(time: number): () => void {
  const RealDate = globalThis.Date;
  class DemoDate extends RealDate {
    constructor(
      ...args: [] | [string | number | Date] | [number, number, number?, number?, number?, number?, number?]
    ) {
      if (args.length === 0) super(time);
      else if (args.length === 1) super(args[0]);
      else super(...args);
    }

    static override now() {
      return time;
    }
  }
  globalThis.Date = DemoDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
