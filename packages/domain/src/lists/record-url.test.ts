import { describe, expect, it } from 'vitest';
import {
  recordFromSearchParams,
  recordKeys,
  recordTabFromSearchParams,
  wholeNumberId,
  withoutRecords,
  withRecord,
  withRecordTab,
} from './record-url';

describe('a record opened over a list, in the URL', () => {
  // Rules: layout.records.own-address
  it('opens and closes a record under its key, the list’s view kept', () => {
    const list = new URLSearchParams('notice-templates.sort=-created&notice-templates.filter.title=bus');
    const open = withRecord(list, recordKeys.noticeTemplate, '12');
    expect(open.toString()).toBe(
      'notice-templates.sort=-created&notice-templates.filter.title=bus&template=12',
    );
    expect(recordFromSearchParams(open, recordKeys.noticeTemplate)).toBe('12');
    expect(recordFromSearchParams(open, recordKeys.organisation)).toBeNull();
    expect(withRecord(open, recordKeys.noticeTemplate, null).toString()).toBe(list.toString());
  });

  // Rules: layout.records.own-address
  it('keeps two records apart, and the list behind them has none', () => {
    const stats = withRecord(new URLSearchParams('sort=name'), recordKeys.stats, '101');
    const both = withRecord(stats, recordKeys.profile, 'user-1006');
    expect(recordFromSearchParams(both, recordKeys.stats)).toBe('101');
    expect(recordFromSearchParams(both, recordKeys.profile)).toBe('user-1006');
    expect(withoutRecords(both).toString()).toBe('sort=name');
  });

  // Rules: layout.records.unknown-id
  it('reads what is no id as no record open', () => {
    for (const written of ['', ' 12', '12/3', '<b>', 'x'.repeat(65)])
      expect(
        recordFromSearchParams(new URLSearchParams({ template: written }), recordKeys.noticeTemplate),
      ).toBeNull();
    expect(wholeNumberId('12')).toBe(12);
    expect(wholeNumberId('12a')).toBeNull();
    expect(wholeNumberId('ml-3')).toBeNull();
    expect(wholeNumberId(null)).toBeNull();
  });

  // Rules: layout.records.tab-in-url
  it('keeps an open record’s tab beside it; the tab goes with the record', () => {
    const open = withRecord(new URLSearchParams('parents.sort=name'), recordKeys.profile, 'user-1006');
    const onHistory = withRecordTab(open, 'history');
    expect(onHistory.toString()).toBe('parents.sort=name&profile=user-1006&tab=history');
    expect(recordTabFromSearchParams(onHistory)).toBe('history');
    expect(withRecordTab(onHistory, null).toString()).toBe(open.toString());
    // Another record opens on its first tab; closing one drops its tab; the list behind has none.
    expect(recordTabFromSearchParams(withRecord(onHistory, recordKeys.profile, 'pupil-3'))).toBeNull();
    expect(withRecord(onHistory, recordKeys.profile, null).toString()).toBe('parents.sort=name');
    expect(withoutRecords(onHistory).toString()).toBe('parents.sort=name');
    for (const written of ['', 'History', '<b>', 'x'.repeat(33)])
      expect(recordTabFromSearchParams(new URLSearchParams({ tab: written }))).toBeNull();
  });
});
