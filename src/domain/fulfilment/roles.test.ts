import { describe, expect, it } from 'vitest';
import { PERMISSIONS, STAFF_ROLES, can, isStaffRole } from './index';

describe('staff roles', () => {
  it('gives each role its permissions', () => {
    const table = Object.fromEntries(STAFF_ROLES.map((r) => [r, PERMISSIONS.filter((p) => can(r, p))]));
    expect(table).toEqual({
      operator: ['read', 'purchase', 'ship', 'tickets', 'content'],
      warehouse: ['read', 'receive', 'pack'],
      admin: ['read', 'purchase', 'receive', 'pack', 'ship', 'tickets', 'rates', 'content'],
    });
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('customer')).toBe(false);
  });
});
