/**
 * A value axis for counts (people, sign-ups): from 0 to a whole top with whole steps, never 0.2 or 1.5,
 * at most `maxTicks` steps. `top` is the largest value drawn (a stack's total for stacked bars).
 */
export function wholeNumberAxis(top: number, maxTicks = 5): { max: number; tickAmount: number } {
  const highest = Math.max(1, Math.ceil(Number.isFinite(top) ? top : 0));
  if (highest <= maxTicks) return { max: highest, tickAmount: highest };
  const step = Math.ceil(highest / maxTicks);
  return { max: step * maxTicks, tickAmount: maxTicks };
}
