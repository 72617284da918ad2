import { describe, expect, it } from 'vitest';
import { userTypeLabel } from './automation-labels';

describe('userTypeLabel', () => {
  it('names a known user type by its label', () => {
    expect(userTypeLabel('parents_staff')).toBe('Parents and staff');
    expect(userTypeLabel('admin_contacts')).toBe('Admin contacts');
  });

  it('keeps a user type the console does not know as it came, and nothing as empty', () => {
    expect(userTypeLabel('other')).toBe('other');
    expect(userTypeLabel(null)).toBe('');
    expect(userTypeLabel(undefined)).toBe('');
  });
});
