import { signupCountAt, signupCountIntervalMs, signupCountSteps } from '@stride/domain';
import { useEffect, useState } from 'react';
import { NumberTiles } from '../../charts/NumberTiles/NumberTiles';
import type { ChartFrameProps } from '../../charts/chart-frame';

export type SignupCountersProps = {
  /** The sign-up totals (total_parents, total_staff, total_children, total_users of the Sign-up stats). */
  counts: { parents: number; staff: number; pupils: number; users: number };
  /**
   * Counts up to the numbers, a step every 300 ms; off when the reader asked for reduced motion.
   * @default true
   */
  animate?: boolean;
  /**
   * The card's title.
   * @default 'Sign-ups'
   */
  title?: string;
} & Omit<ChartFrameProps, 'title'>;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The numbers after `step` steps; remounted (keyed) for new numbers so it starts again. */
function CountingTiles({ counts, steps, ...rest }: SignupCountersProps & { title: string; steps: number }) {
  const [step, setStep] = useState(Math.min(1, steps));
  useEffect(() => {
    if (step >= steps) return;
    const timer = setTimeout(() => setStep(step + 1), signupCountIntervalMs);
    return () => clearTimeout(timer);
  }, [step, steps]);
  const tiles = [
    { label: 'Parents', value: counts.parents },
    { label: 'Staff', value: counts.staff },
    { label: 'Pupils', value: counts.pupils },
    { label: 'Total users', value: counts.users },
  ];
  return (
    <NumberTiles
      tiles={tiles.map((tile) => ({ ...tile, value: signupCountAt(tile.value, step, steps) }))}
      {...rest}
    />
  );
}

/**
 * The sign-up counts (docs/product/people.md): parents, staff, pupils and total users, counting up a step
 * every 300 ms when they arrive or change; shown at once when the reader prefers reduced motion.
 */
export function SignupCounters({ counts, animate = true, title = 'Sign-ups', ...rest }: SignupCountersProps) {
  const steps = animate && !reducedMotion() ? signupCountSteps : 0;
  const key = [counts.parents, counts.staff, counts.pupils, counts.users].join('-');
  return <CountingTiles key={key} counts={counts} steps={steps} title={title} {...rest} />;
}
