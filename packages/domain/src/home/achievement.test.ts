import { describe, expect, it } from 'vitest';
import {
  type Achievement,
  AchievementProcessingError,
  achievementStatus,
  achievementSchema,
  achievementStatuses,
  levelComplete,
} from './achievement';

const signUps = (currentValue: number, name = 'Sign up parents'): Achievement => ({
  description: name,
  currentValue,
  goalText: 'unused',
  goalValue: 0,
  units: 'parents',
  levels: [
    { goalValue: 10, goalText: '10 parents' },
    { goalValue: 50, goalText: '50 parents' },
    { goalValue: 100, goalText: '100 parents' },
  ],
});

describe('levelComplete (complete when goalValue <= currentValue)', () => {
  // Rules: home.achievement.level-complete
  it('is complete at exactly the goal and above it, not below', () => {
    expect(levelComplete({ goalValue: 10, goalText: '' }, 10)).toBe(true);
    expect(levelComplete({ goalValue: 10, goalText: '' }, 11)).toBe(true);
    expect(levelComplete({ goalValue: 10, goalText: '' }, 9)).toBe(false);
  });
});

describe('achievementStatus', () => {
  // Rules: home.achievement.target, home.achievement.progress
  it('targets the first incomplete level and counts completed levels as a whole percent', () => {
    const status = achievementStatus(signUps(60));
    expect(status.goalText).toBe('100 parents');
    expect(status.goalValue).toBe(100);
    expect(status.completedLevels).toBe(2);
    expect(status.completed).toBe(false);
    // 2 / 3 = 66.67 %: a whole percent, rounded down so an unfinished achievement never shows 100.
    expect(status.progress).toBe(66);
  });

  // Rules: home.achievement.target, home.achievement.progress
  it('starts at 0 with the first level as the target', () => {
    const status = achievementStatus(signUps(3));
    expect(status).toMatchObject({
      goalText: '10 parents',
      goalValue: 10,
      completedLevels: 0,
      progress: 0,
      completed: false,
    });
  });

  // Rules: home.achievement.completed
  it('is completed with progress 100 when every level is done, the last level as the goal', () => {
    const status = achievementStatus(signUps(100));
    expect(status).toMatchObject({
      completed: true,
      progress: 100,
      completedLevels: 3,
      goalText: '100 parents',
      goalValue: 100,
    });
  });

  // Rules: home.achievement.target
  it('takes the first incomplete level in the given order, even if a later one is already reached', () => {
    const odd: Achievement = {
      currentValue: 20,
      levels: [
        { goalValue: 5, goalText: 'a' },
        { goalValue: 30, goalText: 'b' },
        { goalValue: 15, goalText: 'c' },
      ],
    };
    const status = achievementStatus(odd);
    expect(status.goalText).toBe('b');
    expect(status.completedLevels).toBe(2);
    expect(status.progress).toBe(66);
  });

  // Rules: home.achievement.processing-alert
  it('raises a processing error without levels or with a value that is not a number', () => {
    expect(() => achievementStatus({ currentValue: 1, levels: [] })).toThrow(AchievementProcessingError);
    expect(() =>
      achievementStatus({ currentValue: Number.NaN, levels: [{ goalValue: 1, goalText: 'x' }] }),
    ).toThrow(AchievementProcessingError);
  });
});

describe('achievementStatuses', () => {
  // Rules: home.achievement.completed-last
  it('sorts completed achievements after incomplete ones, keeping the server order otherwise', () => {
    const { statuses, failed } = achievementStatuses([
      signUps(100, 'done first'),
      signUps(5, 'b'),
      signUps(200, 'done second'),
      signUps(60, 'd'),
    ]);
    expect(statuses.map((s) => s.description)).toEqual(['b', 'd', 'done first', 'done second']);
    expect(failed).toBe(0);
  });

  it('leaves out and counts achievements that cannot be processed', () => {
    const { statuses, failed } = achievementStatuses([signUps(5), { currentValue: 3, levels: [] }]);
    expect(statuses).toHaveLength(1);
    expect(failed).toBe(1);
  });
});

describe('the Achievement entity', () => {
  // Rules: home.dashboard-response.achievement-fields
  it('reads every field the server sends, numbers sent as text included, and derives completed and progress', () => {
    const achievement = achievementSchema.parse({
      goalText: '25 parents',
      goalValue: '25',
      currentValue: '30',
      description: 'Register the parents of your pupils',
      units: 'parents',
      ctaLabel: 'See sign-ups',
      link: 'https://stride.example/guides/sign-ups',
      route: '/members/signups',
      levels: [
        { goalValue: '25', goalText: '25 parents' },
        { goalValue: 50, goalText: '50 parents' },
      ],
    });
    expect(achievement).toEqual({
      goalText: '25 parents',
      goalValue: 25,
      currentValue: 30,
      description: 'Register the parents of your pupils',
      units: 'parents',
      ctaLabel: 'See sign-ups',
      link: 'https://stride.example/guides/sign-ups',
      route: '/members/signups',
      levels: [
        { goalValue: 25, goalText: '25 parents' },
        { goalValue: 50, goalText: '50 parents' },
      ],
    });
    expect(achievementStatus(achievement)).toMatchObject({
      completed: false,
      progress: 50,
      goalText: '50 parents',
    });
    expect(achievementSchema.safeParse({ ...achievement, levels: undefined }).success).toBe(false);
  });
});
