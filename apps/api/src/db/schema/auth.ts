import { accountRoles } from '@brillo/domain/enums';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, isOneOf, updatedAtColumn } from './sql-helpers.ts';

/*
 * The tables of better-auth's Drizzle adapter (plural names: `usePlural: true`), with the field
 * names it expects (emailVerified, userId, expiresAt...). `role` and `phone` are the spec's
 * sign-up metadata, declared to better-auth as additional user fields; `twoFactorEnabled` and
 * `twoFactors` belong to its two-factor plugin, which operators sign in with (PD-36, ADR-078).
 */

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: accountRoles }).notNull(),
    phone: text('phone'),
    /** Set by better-auth's two-factor plugin once the account's authenticator is set up. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /**
     * When the account was disabled (an operator removed by `npm run operator -- remove`): it
     * cannot sign in, and its rows and history stay. Null for an account in use.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * When an operator suspended the account (PD-38, ADR-082): it cannot sign in, an agent is
     * offered to no customer, and every row stays. Null for an account in use; the reasons of each
     * suspension and restoration are in the audit log.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('users_email_unique').on(table.email),
    // Target of the profiles' (user_id, role) foreign keys: a profile matches its user's role.
    unique('users_id_role_unique').on(table.id, table.role),
    check('users_role_check', isOneOf(table.role, accountRoles)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('sessions_token_unique').on(table.token),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('accounts_provider_account_unique').on(table.providerId, table.accountId),
    index('accounts_user_id_idx').on(table.userId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: idColumn(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * An account's authenticator (better-auth's two-factor plugin, model `twoFactor`): the TOTP secret
 * and the recovery codes, both encrypted with AUTH_SECRET by the plugin; `verified` once a first
 * code proved the authenticator was set up; failed codes and the lock they lead to.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: idColumn(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [unique('two_factors_user_unique').on(table.userId)],
);

/**
 * The authenticator codes each account has signed in with lately: a code is accepted once
 * (ADR-078). One row per account and code, its `used_at` moved forward by an upsert only when the
 * code's earlier use is older than any window the code could still be valid in.
 */
export const totpCodeUses = pgTable(
  'totp_code_uses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);
