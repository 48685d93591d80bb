/**
 * The two kinds of account people sign up for (spec section 3), re-exported by `enums.ts`. A
 * module of its own because the web app's first download needs only this list, and a module is
 * bundled whole.
 */
export const userRoles = ['agent', 'customer'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * Every role an account can have: the two above and `operator`, Brillo's staff (PD-36). Nobody
 * signs up as an operator: the sign-up contracts and better-auth's sign-up field take `userRoles`
 * only, and operators are added by a command on the server (`npm run operator`).
 */
export const accountRoles = [...userRoles, 'operator'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** True for a role someone may sign up with. */
export function isSignUpRole(role: string): role is UserRole {
  return userRoles.some((one) => one === role);
}

/** True for any account's role, an operator's included. */
export function isAccountRole(role: string): role is AccountRole {
  return accountRoles.some((one) => one === role);
}
