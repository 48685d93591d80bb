import { userRoles } from '@brillo/domain/enums';
import { boolean, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, isOneOf, updatedAtColumn } from './sql-helpers.ts';

/*
 * The four tables of better-auth's Drizzle adapter (plural names: `usePlural: true`), with the
 * field names it expects (emailVerified, userId, expiresAt...). `role` and `phone` are the spec's
 * sign-up metadata, declared to better-auth as additional user fields.
 */

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: userRoles }).notNull(),
    phone: text('phone'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('users_email_unique').on(table.email),
    // Target of the profiles' (user_id, role) foreign keys: a profile matches its user's role.
    unique('users_id_role_unique').on(table.id, table.role),
    check('users_role_check', isOneOf(table.role, userRoles)),
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
