/**
 * Staff roles of the operations console and what each may do (docs/operations-console.md).
 * warehouse: receive and pack; operator: purchase, ship, customs, delivery, tickets, the home's
 * banners and pop-up ('content'); admin: all, and alone 'rates' (set an exchange rate: every price
 * follows it).
 */
export const STAFF_ROLES = ['operator', 'warehouse', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = ['read', 'purchase', 'receive', 'pack', 'ship', 'tickets', 'rates', 'content'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  warehouse: ['read', 'receive', 'pack'],
  operator: ['read', 'purchase', 'ship', 'tickets', 'content'],
  admin: PERMISSIONS,
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
