/**
 * The two kinds of account (spec section 3), re-exported by `enums.ts`. A module of its own
 * because the web app's first download needs only this list, and a module is bundled whole.
 */
export const userRoles = ['agent', 'customer'] as const;
export type UserRole = (typeof userRoles)[number];
