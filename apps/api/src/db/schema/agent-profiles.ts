import {
  documentRejectionReasons,
  documentReviewStatuses,
} from '@brillo/domain/contracts/verification';
import {
  agentDocumentContentTypes,
  agentDocumentKinds,
  genders,
  nationalities,
  qualityAnswers,
  weeklyHoursBands,
  yesNoAnswers,
  type ExtraService,
} from '@brillo/domain/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAtColumn, idColumn, isOneOf, updatedAtColumn } from './sql-helpers.ts';

function offersService(service: ExtraService) {
  return boolean(`offers_${service}`).notNull().default(false);
}

/**
 * Everything an agent gives at registration plus what they maintain later (avatar, documents
 * flags, biography). One row per user whose role is agent, guaranteed by the (user_id, role)
 * foreign key. The eight extra services are eight boolean columns (see docs/data-model.md).
 */
export const agentProfiles = pgTable(
  'agent_profiles',
  {
    userId: text('user_id').primaryKey(),
    role: text('role').$type<'agent'>().notNull().default('agent'),
    weeklyHours: text('weekly_hours', { enum: weeklyHoursBands }).notNull(),
    policeRecord: text('police_record', { enum: yesNoAnswers }).notNull(),
    qualityAnswer: text('quality_answer', { enum: qualityAnswers }).notNull(),
    workPermit: text('work_permit', { enum: yesNoAnswers }).notNull(),
    hourlyRate: integer('hourly_rate').notNull(),
    offersLimpieza: offersService('limpieza'),
    offersCocina: offersService('cocina'),
    offersPlanchado: offersService('planchado'),
    offersCompras: offersService('compras'),
    offersJardineria: offersService('jardineria'),
    offersMascotas: offersService('mascotas'),
    offersCuidado: offersService('cuidado'),
    offersBebes: offersService('bebes'),
    gender: text('gender', { enum: genders }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    nationality: text('nationality', { enum: nationalities }).notNull(),
    address: text('address').notNull(),
    city: text('city'),
    comuna: text('comuna'),
    postcode: text('postcode'),
    avatarUrl: text('avatar_url'),
    /** The avatar's key in public storage, so a replaced avatar's file can be removed. */
    avatarKey: text('avatar_key'),
    uploadId: boolean('upload_id').notNull().default(false),
    uploadCertificate: boolean('upload_certificate').notNull().default(false),
    /**
     * Both current documents approved by an operator (PD-37): kept by the database from
     * `agent_documents` (trigger of migration 0017, ADR-079), never written by the app.
     */
    verified: boolean('verified').notNull().default(false),
    bio: text('bio').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    foreignKey({
      name: 'agent_profiles_user_fk',
      columns: [table.userId, table.role],
      foreignColumns: [users.id, users.role],
    }).onDelete('cascade'),
    check('agent_profiles_role_check', sql`${table.role} = 'agent'`),
    check('agent_profiles_weekly_hours_check', isOneOf(table.weeklyHours, weeklyHoursBands)),
    check('agent_profiles_police_record_check', isOneOf(table.policeRecord, yesNoAnswers)),
    check('agent_profiles_quality_answer_check', isOneOf(table.qualityAnswer, qualityAnswers)),
    check('agent_profiles_work_permit_check', isOneOf(table.workPermit, yesNoAnswers)),
    check('agent_profiles_hourly_rate_positive', sql`${table.hourlyRate} > 0`),
    check('agent_profiles_gender_check', isOneOf(table.gender, genders)),
    check('agent_profiles_nationality_check', isOneOf(table.nationality, nationalities)),
    check('agent_profiles_birth_date_check', sql`${table.birthDate} >= '1900-01-01'`),
  ],
);

/** The column holding each extra service, so repositories map the spec's `services` object. */
export const agentServiceColumns = {
  limpieza: agentProfiles.offersLimpieza,
  cocina: agentProfiles.offersCocina,
  planchado: agentProfiles.offersPlanchado,
  compras: agentProfiles.offersCompras,
  jardineria: agentProfiles.offersJardineria,
  mascotas: agentProfiles.offersMascotas,
  cuidado: agentProfiles.offersCuidado,
  bebes: agentProfiles.offersBebes,
} satisfies Record<ExtraService, AnyPgColumn>;

/**
 * Each uploaded identity document or certificate; the file itself lives in private storage. A new
 * upload replaces the row of its kind, so each row is one file and its review (PD-37): `pending`
 * until an operator approves it or rejects it with a reason from the list and a note.
 */
export const agentDocuments = pgTable(
  'agent_documents',
  {
    id: idColumn(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agentProfiles.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: agentDocumentKinds }).notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type', { enum: agentDocumentContentTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAtColumn(),
    reviewStatus: text('review_status', { enum: documentReviewStatuses })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason', { enum: documentRejectionReasons }),
    rejectionNote: text('rejection_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    unique('agent_documents_storage_key_unique').on(table.storageKey),
    check(
      'agent_documents_review_status_check',
      isOneOf(table.reviewStatus, documentReviewStatuses),
    ),
    check(
      'agent_documents_rejection_reason_check',
      isOneOf(table.rejectionReason, documentRejectionReasons),
    ),
    // A waiting document has no decision; a decided one has its time; only a rejection has a
    // reason and a note, never blank.
    check(
      'agent_documents_review_consistent',
      sql`CASE ${table.reviewStatus}
        WHEN 'pending' THEN ${table.reviewedAt} IS NULL AND ${table.rejectionReason} IS NULL AND ${table.rejectionNote} IS NULL
        WHEN 'approved' THEN ${table.reviewedAt} IS NOT NULL AND ${table.rejectionReason} IS NULL AND ${table.rejectionNote} IS NULL
        ELSE ${table.reviewedAt} IS NOT NULL AND ${table.rejectionReason} IS NOT NULL AND ${table.rejectionNote} IS NOT NULL AND length(btrim(${table.rejectionNote})) > 0
      END`,
    ),
    // The operators' queue: waiting documents, oldest upload first.
    index('agent_documents_pending_idx')
      .on(table.createdAt, table.agentId)
      .where(sql`${table.reviewStatus} = 'pending'`),
    index('agent_documents_agent_kind_idx').on(table.agentId, table.kind, table.createdAt),
    check('agent_documents_kind_check', isOneOf(table.kind, agentDocumentKinds)),
    check(
      'agent_documents_content_type_check',
      isOneOf(table.contentType, agentDocumentContentTypes),
    ),
    check('agent_documents_size_positive', sql`${table.sizeBytes} > 0`),
  ],
);
