/**
 * The demo agents' files (README, "Demo accounts"): an avatar each, made here from an SVG of their
 * initials, and identity documents in several states. Everything is generated in memory, so
 * seeding stays fast and offline.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DocumentRejectionReason } from '@brillo/domain/contracts/verification';
import type { AgentDocumentContentType, AgentDocumentKind } from '@brillo/domain/enums';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { generateFileKey } from '../adapters/storage/file-key.ts';
import { loadSharp } from '../adapters/image/load-sharp.ts';
import type { FileStorage, FileVisibility } from '../adapters/storage/file-storage.ts';
import type { Database } from './client.ts';
import { demoOperator } from './seed-data.ts';
import { agentDocuments, agentProfiles, operatorAuditLog, users } from './schema.ts';

/** An operator's decision on a demo document (PD-37); a document without one waits for review. */
export type DemoReview =
  { status: 'approved' } | { status: 'rejected'; reason: DocumentRejectionReason; note: string };

interface DemoAgentFiles {
  /** Two letters drawn on the avatar. */
  initials: string;
  /** The avatar's background. */
  colour: string;
  /** The documents the agent has uploaded: kind → what the file is. */
  documents: Partial<Record<AgentDocumentKind, 'pdf' | 'png'>>;
  /** The demo operator's decision on each document; none, still waiting. */
  reviews: Partial<Record<AgentDocumentKind, DemoReview>>;
}

const approved: DemoReview = { status: 'approved' };

/**
 * Valentina and Camila have both documents approved ("Verificado"); Joaquín's ID was rejected
 * and he has no certificate yet; Francisca's certificate waits in the operators' queue.
 */
export const demoAgentFiles: Readonly<Record<string, DemoAgentFiles>> = {
  'agente@brillo.test': {
    initials: 'VR',
    colour: '#2f7d6d',
    documents: { id: 'pdf', certificate: 'pdf' },
    reviews: { id: approved, certificate: approved },
  },
  'camila.diaz@brillo.test': {
    initials: 'CD',
    colour: '#7b4fa0',
    documents: { id: 'png', certificate: 'pdf' },
    reviews: { id: approved, certificate: approved },
  },
  'joaquin.fuentes@brillo.test': {
    initials: 'JF',
    colour: '#c0622b',
    documents: { id: 'png' },
    reviews: {
      id: {
        status: 'rejected',
        reason: 'illegible',
        note: 'La foto está desenfocada y no se lee el número de documento.',
      },
    },
  },
  'francisca.morales@brillo.test': {
    initials: 'FM',
    colour: '#2b5fa8',
    documents: { certificate: 'pdf' },
    reviews: {},
  },
};

/** The review columns of a demo document, decided by `operatorId` an hour before `now`. */
function reviewColumns(review: DemoReview | undefined, operatorId: string | null, now: Date) {
  if (!review) return {};
  return {
    reviewStatus: review.status,
    rejectionReason: review.status === 'rejected' ? review.reason : null,
    rejectionNote: review.status === 'rejected' ? review.note : null,
    reviewedBy: operatorId,
    reviewedAt: new Date(now.getTime() - 60 * 60 * 1000),
  };
}

/** Capital letters as strokes on a 4×6 grid (y downwards): no font is needed to draw them. */
const strokeLetters: Record<string, number[][][]> = {
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
};

/** An SVG of a coloured square with the initials drawn in white strokes. */
export function initialsSvg(initials: string, colour: string, size = 256): string {
  const unit = size / 16;
  const letters = [...initials.toUpperCase()].slice(0, 2);
  const width = letters.length * 4 * unit + (letters.length - 1) * 2 * unit;
  const left = (size - width) / 2;
  const top = (size - 6 * unit) / 2;
  const lines = letters.flatMap((letter, index) =>
    (strokeLetters[letter] ?? []).map((stroke) => {
      const points = stroke
        .map(([x = 0, y = 0]) => `${left + (index * 6 + x) * unit},${top + y * unit}`)
        .join(' ');
      return `<polyline points="${points}"/>`;
    }),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${colour}"/>` +
    `<g fill="none" stroke="#ffffff" stroke-width="${unit * 0.9}" stroke-linecap="round" ` +
    `stroke-linejoin="round">${lines.join('')}</g></svg>`
  );
}

/** A one-page PDF saying it is a demo document. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[\\()]/g, '');
  const content = `BT /F1 18 Tf 40 120 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 240] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const documentTitles: Record<AgentDocumentKind, string> = {
  id: 'Cedula de identidad (demostracion)',
  certificate: 'Certificado de antecedentes (demostracion)',
};
const documentNames: Record<AgentDocumentKind, string> = {
  id: 'cedula-de-identidad',
  certificate: 'certificado-de-antecedentes',
};

async function demoDocument(kind: AgentDocumentKind, format: 'pdf' | 'png') {
  if (format === 'pdf') {
    return { content: demoPdf(documentTitles[kind]), contentType: 'application/pdf' as const };
  }
  const sharp = await loadSharp();
  const content = await sharp(Buffer.from(initialsSvg('ID', '#dfe6ee', 320)))
    .png()
    .toBuffer();
  return { content, contentType: 'image/png' as const };
}

/**
 * Stores the demo agents' avatars and documents and records them (avatar URL and key, document
 * rows with the demo operator's decisions and their audit rows, document flags) in one
 * transaction. When the database write fails, the files stored for it are removed. Agents of
 * `demoAgentFiles` missing from the database are skipped.
 */
export async function seedDemoFiles(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<void> {
  const emails = Object.keys(demoAgentFiles);
  const agents = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [demoOperator.email]));
  const operatorId = operator?.id ?? null;
  const sharp = await loadSharp();
  const stored: { key: string; visibility: FileVisibility }[] = [];
  const put = async (
    folder: string,
    extension: string,
    content: Buffer,
    contentType: string,
    visibility: FileVisibility,
  ) => {
    const key = generateFileKey(folder, extension);
    await storage.put(key, content, { contentType, visibility });
    stored.push({ key, visibility });
    return key;
  };
  try {
    const avatars: { agentId: string; avatarKey: string; avatarUrl: string }[] = [];
    const documents: (typeof agentDocuments.$inferInsert)[] = [];
    for (const agent of agents) {
      const plan = demoAgentFiles[agent.email];
      if (!plan) continue;
      const avatar = await sharp(Buffer.from(initialsSvg(plan.initials, plan.colour)))
        .webp({ quality: 82 })
        .toBuffer();
      const avatarKey = await put('avatars', 'webp', avatar, 'image/webp', 'public');
      avatars.push({ agentId: agent.id, avatarKey, avatarUrl: storage.publicUrl(avatarKey) });
      for (const [kind, format] of Object.entries(plan.documents) as [
        AgentDocumentKind,
        'pdf' | 'png',
      ][]) {
        const { content, contentType } = await demoDocument(kind, format);
        const storageKey = await put('documents', format, content, contentType, 'private');
        documents.push({
          agentId: agent.id,
          kind,
          storageKey,
          originalName: `${documentNames[kind]}.${format}`,
          contentType: contentType satisfies AgentDocumentContentType,
          sizeBytes: content.length,
          ...reviewColumns(plan.reviews[kind], operatorId, now),
        });
      }
    }
    await db.transaction(async (tx) => {
      for (const { agentId, avatarKey, avatarUrl } of avatars) {
        const kinds = new Set(
          documents.filter((row) => row.agentId === agentId).map((row) => row.kind),
        );
        await tx
          .update(agentProfiles)
          .set({
            avatarKey,
            avatarUrl,
            uploadId: kinds.has('id'),
            uploadCertificate: kinds.has('certificate'),
          })
          .where(eq(agentProfiles.userId, agentId));
      }
      if (documents.length === 0) return;
      const inserted = await tx.insert(agentDocuments).values(documents).returning({
        id: agentDocuments.id,
        agentId: agentDocuments.agentId,
        kind: agentDocuments.kind,
        reviewStatus: agentDocuments.reviewStatus,
        rejectionReason: agentDocuments.rejectionReason,
        rejectionNote: agentDocuments.rejectionNote,
        reviewedAt: agentDocuments.reviewedAt,
      });
      // As the console records each decision (ADR-079), so the audit log shows them.
      const decided = inserted.filter((row) => row.reviewStatus !== 'pending' && row.reviewedAt);
      if (decided.length === 0) return;
      await tx.insert(operatorAuditLog).values(
        decided.map(
          ({ id, agentId, kind, reviewStatus, rejectionReason, rejectionNote, reviewedAt }) => ({
            operatorId,
            action: reviewStatus === 'approved' ? 'document.approved' : 'document.rejected',
            targetType: 'agent_document',
            targetId: id,
            reason:
              reviewStatus === 'approved' || !rejectionReason
                ? verificationTexts.operator.approvedReason
                : `${verificationTexts.reasons[rejectionReason]}: ${rejectionNote ?? ''}`,
            before: {
              agentId,
              kind,
              reviewStatus: 'pending',
              rejectionReason: null,
              rejectionNote: null,
            },
            after: { agentId, kind, reviewStatus, rejectionReason, rejectionNote },
            createdAt: reviewedAt ?? now,
          }),
        ),
      );
    });
  } catch (error) {
    for (const { key, visibility } of stored) {
      await storage.delete(key, visibility).catch(() => undefined);
    }
    throw error;
  }
}
