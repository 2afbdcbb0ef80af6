import { describe, expect, it } from 'vitest';
import { isStaffRole } from './constants';

describe('isStaffRole', () => {
  it('is true for staff and admins only', () => {
    expect(isStaffRole('staff')).toBe(true);
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('member')).toBe(false);
  });

  it('is false without a role or for an unknown one', () => {
    expect(isStaffRole(null)).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
    expect(isStaffRole('')).toBe(false);
    expect(isStaffRole('Staff')).toBe(false);
  });
});
