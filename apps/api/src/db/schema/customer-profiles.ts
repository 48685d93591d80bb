import { genders, nationalities } from '@brillo/domain/enums';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAtColumn, isOneOf, updatedAtColumn } from './sql-helpers.ts';

/**
 * The customer's registration data (spec: personalData; PD-8 keeps gender, birth date and
 * nationality here too). One row per user whose role is customer, guaranteed by the (user_id, role)
 * foreign key to users.
 */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    userId: text('user_id').primaryKey(),
    role: text('role').$type<'customer'>().notNull().default('customer'),
    gender: text('gender', { enum: genders }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    nationality: text('nationality', { enum: nationalities }).notNull(),
    address: text('address').notNull(),
    addressExtra: text('address_extra').notNull(),
    postcode: text('postcode').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    foreignKey({
      name: 'customer_profiles_user_fk',
      columns: [table.userId, table.role],
      foreignColumns: [users.id, users.role],
    }).onDelete('cascade'),
    check('customer_profiles_role_check', sql`${table.role} = 'customer'`),
    check('customer_profiles_gender_check', isOneOf(table.gender, genders)),
    check('customer_profiles_nationality_check', isOneOf(table.nationality, nationalities)),
    check('customer_profiles_birth_date_check', sql`${table.birthDate} >= '1900-01-01'`),
  ],
);
