import { afterEach, describe, expect, it } from 'vitest';
import { demoNow, formatDateTime, stopDemoClock } from './demo-calendar';

describe('the demo clock', () => {
  afterEach(() => stopDemoClock(null));

  it('tells the real time, as the API formats it', () => {
    const before = formatDateTime(new Date());
    const now = demoNow();
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(now >= before && now <= formatDateTime(new Date())).toBe(true);
  });

  it('stays at the moment it was stopped at, until started again', async () => {
    stopDemoClock('2026-11-24 10:00:00');
    await new Promise((done) => setTimeout(done, 1_100));
    expect(demoNow()).toBe('2026-11-24 10:00:00');
    stopDemoClock(null);
    expect(demoNow()).not.toBe('2026-11-24 10:00:00');
  });
});
