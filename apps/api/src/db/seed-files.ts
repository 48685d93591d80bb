/**
 * The demo agents' files (README, "Demo accounts"): an avatar each, made here from an SVG of their
 * initials, and identity documents in several states. Everything is generated in memory, so
 * seeding stays fast and offline.
 */
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AgentDocumentContentType, AgentDocumentKind } from '@brillo/domain/enums';
import { generateFileKey } from '../adapters/storage/file-key.ts';
import type { FileStorage, FileVisibility } from '../adapters/storage/file-storage.ts';
import type { Database } from './client.ts';
import { agentDocuments, agentProfiles, users } from './schema.ts';

interface DemoAgentFiles {
  /** Two letters drawn on the avatar. */
  initials: string;
  /** The avatar's background. */
  colour: string;
  /** The documents the agent has uploaded: kind → what the file is. */
  documents: Partial<Record<AgentDocumentKind, 'pdf' | 'png'>>;
}

/** Valentina has both documents, Camila only her ID, Joaquín none, Francisca only the certificate. */
export const demoAgentFiles: Readonly<Record<string, DemoAgentFiles>> = {
  'agente@brillo.test': {
    initials: 'VR',
    colour: '#2f7d6d',
    documents: { id: 'pdf', certificate: 'pdf' },
  },
  'camila.diaz@brillo.test': { initials: 'CD', colour: '#7b4fa0', documents: { id: 'png' } },
  'joaquin.fuentes@brillo.test': { initials: 'JF', colour: '#c0622b', documents: {} },
  'francisca.morales@brillo.test': {
    initials: 'FM',
    colour: '#2b5fa8',
    documents: { certificate: 'pdf' },
  },
};

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
  const content = await sharp(Buffer.from(initialsSvg('ID', '#dfe6ee', 320)))
    .png()
    .toBuffer();
  return { content, contentType: 'image/png' as const };
}

/**
 * Stores the demo agents' avatars and documents and records them (avatar URL and key, document
 * rows, document flags) in one transaction. When the database write fails, the files stored for
 * it are removed. Agents of `demoAgentFiles` missing from the database are skipped.
 */
export async function seedDemoFiles(db: Database, storage: FileStorage): Promise<void> {
  const emails = Object.keys(demoAgentFiles);
  const agents = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
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
      if (documents.length > 0) await tx.insert(agentDocuments).values(documents);
    });
  } catch (error) {
    for (const { key, visibility } of stored) {
      await storage.delete(key, visibility).catch(() => undefined);
    }
    throw error;
  }
}
