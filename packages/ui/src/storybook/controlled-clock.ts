/**
 * For a story's beforeEach and play: a clock the play moves. `Date.now()` and `new Date()` answer the
 * clock's time, and what runs every `tickEvery` ms (setInterval with that delay) runs when the play
 * calls `advance`, at once: a minute, or an hour, passes without the story waiting for it. Other timers
 * are the browser's.
 */
export function controlledClock(start: Date, tickEvery: number) {
  let time = start.getTime();
  const ticks = new Map<number, () => void>();
  let nextId = -1;
  return {
    /** A beforeEach: installs the clock at `start`; what it returns puts the browser's back. */
    install() {
      time = start.getTime();
      const RealDate = globalThis.Date;
      const { setInterval: realSetInterval, clearInterval: realClearInterval } = window;
      class ClockDate extends RealDate {
        constructor(
          ...args:
            [] | [string | number | Date] | [number, number, number?, number?, number?, number?, number?]
        ) {
          if (args.length === 0) super(time);
          else if (args.length === 1) super(args[0]);
          else super(...args);
        }

        static override now() {
          return time;
        }
      }
      globalThis.Date = ClockDate as DateConstructor;
      window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        if (delay !== tickEvery || typeof handler !== 'function')
          return realSetInterval(handler, delay, ...rest);
        const id = nextId--;
        ticks.set(id, () => handler(...rest));
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        if (id !== undefined && ticks.delete(id)) return;
        realClearInterval(id);
      }) as typeof window.clearInterval;
      return () => {
        globalThis.Date = RealDate;
        window.setInterval = realSetInterval;
        window.clearInterval = realClearInterval;
        ticks.clear();
      };
    },
    /** Moves the clock on by `ms` and runs what waits for the clock's tick. */
    advance(ms: number) {
      time += ms;
      for (const tick of [...ticks.values()]) tick();
    },
  };
}
