import { heatmapModes } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { createDemoDb } from '../data/demo-db';
import { generateHeatmapPoints, heatmapPointsOf } from './heatmap-points';

const db = createDemoDb();
const everything = { from: '2000-01-01 00:00', to: '2100-01-01 00:00' };
const allSchools = new Set(db.schools.map((school) => school.id));

describe('heatmap points', () => {
  it('generates a million points quickly enough for the browser, the same for the same seed', () => {
    const table = generateHeatmapPoints(db, 1_000_000);
    expect(table.count).toBe(1_000_000);
    expect(table.positions.every(Number.isFinite)).toBe(true);
    expect(generateHeatmapPoints(db, 100).positions).toEqual(generateHeatmapPoints(db, 100).positions);
  });

  it('places points around London schools, with car shares that differ by school', () => {
    const table = generateHeatmapPoints(db, 60_000);
    const points = heatmapPointsOf(table, {
      schoolIds: allSchools,
      span: everything,
      modes: heatmapModes('simulated'),
      background: false,
      trackedOnly: false,
    });
    for (let index = 0; index < points.length; index += 2000) {
      expect(points[index]).toBeGreaterThan(-0.7);
      expect(points[index]).toBeLessThan(0.4);
      expect(points[index + 1]).toBeGreaterThan(51.2);
      expect(points[index + 1]).toBeLessThan(51.8);
    }
    const carShare = (schoolId: number) => {
      let cars = 0;
      let all = 0;
      for (let index = 0; index < table.count; index += 1) {
        if (table.schoolIds[index] !== schoolId) continue;
        all += 1;
        if (table.modes[index] === 0) cars += 1;
      }
      return cars / all;
    };
    const shares = db.schools.slice(0, 10).map((school) => carShare(school.id));
    expect(Math.max(...shares) - Math.min(...shares)).toBeGreaterThan(0.1);
  });

  it('answers only the modes, schools, kind and source asked for', () => {
    const table = generateHeatmapPoints(db, 20_000);
    const query = {
      schoolIds: allSchools,
      span: everything,
      modes: heatmapModes('simulated'),
      background: false,
      trackedOnly: false,
    };
    const all = heatmapPointsOf(table, query).length;
    expect(heatmapPointsOf(table, { ...query, modes: ['CAR'] }).length).toBeLessThan(all);
    expect(heatmapPointsOf(table, { ...query, trackedOnly: true }).length).toBeLessThan(all);
    expect(heatmapPointsOf(table, { ...query, background: true }).length).toBeLessThan(all);
    expect(heatmapPointsOf(table, { ...query, schoolIds: new Set() })).toEqual([]);
    expect(heatmapPointsOf(table, { ...query, span: null })).toEqual([]);
  });
});
