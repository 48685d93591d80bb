import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AgentDocuments } from '@brillo/domain/contracts/agent-files';
import {
  VERIFICATION_QUEUE_PAGE_SIZE,
  type DocumentReviewed,
  type VerificationQueue,
} from '@brillo/domain/contracts/verification';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { createTestApp, temporaryFileStorage } from '../../../test/app.ts';
import { captureMail, signedInAccount } from '../../../test/auth.ts';
import { signedInOperator } from '../../../test/harness/callers.ts';
import { fileUpload } from '../../../test/multipart.ts';
import { photo, tinyPdf } from '../../../test/upload-files.ts';
import { agentDocuments, agentProfiles, operatorAuditLog } from '../../db/schema.ts';
import { agentFilePaths, verificationPaths } from '@brillo/domain/contracts/paths';

type Account = Awaited<ReturnType<typeof signedInAccount>>;
const texts = verificationTexts;

describe('the review of identity documents (PD-37)', async () => {
  const { storage } = temporaryFileStorage();
  const mail = captureMail();
  const { app, database, jobs } = await createTestApp({ storage, mailer: mail.mailer });
  const db = database.db;
  const operator = await signedInOperator(db);
  const colleague = await signedInOperator(db);
  const bearer = (account: { token: string }) => ({ authorization: `Bearer ${account.token}` });

  const newAgent = () => signedInAccount(app, db, 'agent', { withProfile: true });

  async function upload(agent: Account, kind: 'id' | 'certificate', content?: Buffer) {
    const body = content
      ? fileUpload(content, 'cedula.png', 'image/png')
      : fileUpload(tinyPdf(), `${kind}.pdf`, 'application/pdf');
    const response = await app.inject({
      method: 'POST',
      url: agentFilePaths.document(kind),
      headers: { ...bearer(agent), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await db
      .select({ id: agentDocuments.id })
      .from(agentDocuments)
      .where(and(eq(agentDocuments.agentId, agent.user.id), eq(agentDocuments.kind, kind)));
    if (!row) throw new Error('no document row');
    return row.id;
  }

  const approve = (documentId: string, as: { token: string } = operator) =>
    app.inject({ method: 'POST', url: verificationPaths.approve(documentId), headers: bearer(as) });
  const reject = (documentId: string, body: unknown, as: { token: string } = operator) =>
    app.inject({
      method: 'POST',
      url: verificationPaths.reject(documentId),
      headers: bearer(as),
      payload: body as object,
    });
  const queue = async (page?: number) => {
    const response = await app.inject({
      method: 'GET',
      url: verificationPaths.queue,
      query: page ? { page: String(page) } : {},
      headers: bearer(operator),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VerificationQueue>();
  };
  const agentDocumentsOf = async (agent: Account) =>
    (
      await app.inject({ method: 'GET', url: agentFilePaths.documents, headers: bearer(agent) })
    ).json<AgentDocuments>();
  const auditRowsOf = (documentId: string) =>
    db.select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, documentId));
  const verifiedOf = async (agent: Account) => {
    const [row] = await db
      .select({ verified: agentProfiles.verified })
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agent.user.id));
    return row?.verified;
  };

  it('queues each upload, shows it to its agent as waiting, and lists agents oldest first', async () => {
    const first = await newAgent();
    const second = await newAgent();
    const firstId = await upload(first, 'id');
    await upload(second, 'certificate');
    await upload(first, 'certificate');

    const mine = await agentDocumentsOf(first);
    expect(mine.verified).toBe(false);
    expect(mine.documents.id?.review).toEqual({
      status: 'pending',
      reason: null,
      note: null,
      reviewedAt: null,
    });

    const listed = await queue();
    const ids = listed.agents.map((entry) => entry.agent.id);
    expect(ids.indexOf(first.user.id)).toBeLessThan(ids.indexOf(second.user.id));
    const entry = listed.agents.find((row) => row.agent.id === first.user.id);
    expect(entry).toMatchObject({
      agent: { id: first.user.id, name: first.user.name, email: first.user.email },
      documents: {
        id: {
          id: firstId,
          kind: 'id',
          contentType: 'application/pdf',
          url: verificationPaths.file(firstId),
        },
        certificate: { kind: 'certificate', review: { status: 'pending' } },
      },
    });
    expect(entry?.waitingSince).toBe(entry?.documents.id?.uploadedAt);
    expect(listed).toMatchObject({ page: 1, pageSize: VERIFICATION_QUEUE_PAGE_SIZE });
    expect(listed.total).toBeGreaterThanOrEqual(2);
    expect(await queue(listed.total + 1)).toMatchObject({ agents: [], total: listed.total });
  });

  it('opens a document for an operator, private and in its own type', async () => {
    const agent = await newAgent();
    const pdfId = await upload(agent, 'id');
    const pngId = await upload(agent, 'certificate', await photo('png'));
    const pdf = await app.inject({
      method: 'GET',
      url: verificationPaths.file(pdfId),
      headers: bearer(operator),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toMatch(/no-store/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.equals(tinyPdf())).toBe(true);
    const png = await app.inject({
      method: 'GET',
      url: verificationPaths.file(pngId),
      headers: bearer(operator),
    });
    expect(png.headers['content-type']).toBe('image/png');
    const missing = await app.inject({
      method: 'GET',
      url: verificationPaths.file('no-existe'),
      headers: bearer(operator),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('approves both documents: the agent is verified, emailed, and leaves the queue; one audit row each', async () => {
    const agent = await newAgent();
    const idId = await upload(agent, 'id');
    const certificateId = await upload(agent, 'certificate');

    const first = await approve(idId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<DocumentReviewed>()).toMatchObject({
      message: texts.operator.approved,
      documentId: idId,
      review: { status: 'approved', reason: null, note: null },
      agentVerified: false,
    });
    expect(await verifiedOf(agent)).toBe(false);
    const second = await approve(certificateId, colleague);
    expect(second.json<DocumentReviewed>().agentVerified).toBe(true);
    expect(await verifiedOf(agent)).toBe(true);
    expect((await agentDocumentsOf(agent)).verified).toBe(true);
    expect((await queue()).agents.map((entry) => entry.agent.id)).not.toContain(agent.user.id);

    const [audit] = await auditRowsOf(certificateId);
    expect(await auditRowsOf(certificateId)).toHaveLength(1);
    expect(audit).toMatchObject({
      operatorId: colleague.user.id,
      action: 'document.approved',
      targetType: 'agent_document',
      reason: texts.operator.approvedReason,
      before: { agentId: agent.user.id, kind: 'certificate', reviewStatus: 'pending' },
      after: { agentId: agent.user.id, kind: 'certificate', reviewStatus: 'approved' },
    });

    await jobs.runDue();
    // Jobs run in any order: each decision's email, the second one saying the agent is verified.
    const sent = mail.mailTo(agent.user.email);
    const bySubject = (kind: 'id' | 'certificate') =>
      sent.find((message) => message.subject === texts.email.approved.subject(texts.kinds[kind]));
    expect(sent).toHaveLength(2);
    expect(bySubject('certificate')?.text).toContain(texts.email.approved.verified);
    expect(bySubject('id')?.text).not.toContain(texts.email.approved.verified);
  });

  it('rejects with a reason and a note the agent sees and receives; a new upload waits again', async () => {
    const agent = await newAgent();
    const idId = await upload(agent, 'id');
    const note = 'La foto está borrosa; se ve solo la mitad.';
    const rejected = await reject(idId, { reason: 'illegible', note: `  ${note} ` });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<DocumentReviewed>()).toMatchObject({
      message: texts.operator.rejected,
      review: { status: 'rejected', reason: 'illegible', note },
    });
    const seen = (await agentDocumentsOf(agent)).documents.id?.review;
    expect(seen).toMatchObject({ status: 'rejected', reason: 'illegible', note });
    expect(seen?.reviewedAt).toEqual(expect.any(String));
    expect(await auditRowsOf(idId)).toEqual([
      expect.objectContaining({
        action: 'document.rejected',
        reason: `${texts.reasons.illegible}: ${note}`,
        after: expect.objectContaining({ reviewStatus: 'rejected', rejectionReason: 'illegible' }),
      }),
    ]);
    await jobs.runDue();
    const [message] = mail.mailTo(agent.user.email);
    expect(message?.subject).toBe(texts.email.rejected.subject(texts.kinds.id));
    expect(message?.text).toContain(texts.email.rejected.reason(texts.reasons.illegible));
    expect(message?.text).toContain(note);

    const newId = await upload(agent, 'id');
    expect((await agentDocumentsOf(agent)).documents.id?.review.status).toBe('pending');
    expect((await queue()).agents.map((entry) => entry.agent.id)).toContain(agent.user.id);
    // The rejected file is gone: deciding on it again finds nothing.
    expect((await approve(idId)).statusCode).toBe(404);
    expect((await approve(newId)).statusCode).toBe(200);
  });

  it('puts an approved document back in the queue when it is replaced, and the badge goes', async () => {
    const agent = await newAgent();
    await approve(await upload(agent, 'id'));
    await approve(await upload(agent, 'certificate'));
    expect(await verifiedOf(agent)).toBe(true);
    await upload(agent, 'certificate');
    expect(await verifiedOf(agent)).toBe(false);
    const documents = await agentDocumentsOf(agent);
    expect(documents.verified).toBe(false);
    expect(documents.documents.id?.review.status).toBe('approved');
    expect(documents.documents.certificate?.review.status).toBe('pending');
  });

  it('refuses a rejection without a reason or a note, in Spanish, and changes nothing', async () => {
    const agent = await newAgent();
    const idId = await upload(agent, 'id');
    const bodies: [unknown, string, string][] = [
      [{}, 'reason', texts.errors.reasonRequired],
      [{ reason: 'feo', note: 'x' }, 'reason', texts.errors.reasonRequired],
      [{ reason: 'expired' }, 'note', texts.errors.noteRequired],
      [{ reason: 'expired', note: '   ' }, 'note', texts.errors.noteRequired],
      [{ reason: 'expired', note: 'x'.repeat(501) }, 'note', texts.errors.noteTooLong(500)],
    ];
    for (const [body, field, message] of bodies) {
      const answer = await reject(idId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { [field]: message },
      });
    }
    const badPage = await app.inject({
      method: 'GET',
      url: verificationPaths.queue,
      query: { page: '0' },
      headers: bearer(operator),
    });
    expect(badPage.json().error.fields.page).toBe(texts.errors.badPage);
    expect((await agentDocumentsOf(agent)).documents.id?.review.status).toBe('pending');
    expect(await auditRowsOf(idId)).toEqual([]);
  });

  it('gives one result to two operators deciding at once, and 409 in Spanish to the other', async () => {
    for (const [a, b] of [
      ['approve', 'approve'],
      ['approve', 'reject'],
      ['reject', 'reject'],
    ] as const) {
      const agent = await newAgent();
      const documentId = await upload(agent, 'id');
      const act = (kind: 'approve' | 'reject', as: { token: string }) =>
        kind === 'approve'
          ? approve(documentId, as)
          : reject(documentId, { reason: 'expired', note: 'Vencido.' }, as);
      const answers = await Promise.all([act(a, operator), act(b, colleague)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `${a}/${b}`).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(loser?.json().error).toMatchObject({
        code: 'CONFLICT',
        message: texts.errors.alreadyReviewed,
      });
      const audit = await auditRowsOf(documentId);
      expect(audit).toHaveLength(1);
      const [row] = await db
        .select({ status: agentDocuments.reviewStatus })
        .from(agentDocuments)
        .where(eq(agentDocuments.id, documentId));
      expect(audit[0]?.action).toBe(`document.${row?.status}`);
    }
  });

  it('is not there for anyone but an operator, and a document is not another agent’s to read', async () => {
    const agent = await newAgent();
    const other = await newAgent();
    const customer = await signedInAccount(app, db, 'customer');
    const documentId = await upload(agent, 'id');
    const notFoundBody = (
      await app.inject({ method: 'GET', url: '/api/operador/no-existe' })
    ).json();
    for (const headers of [{}, bearer(customer), bearer(agent), bearer(other)]) {
      for (const request of [
        { method: 'GET' as const, url: verificationPaths.queue },
        { method: 'GET' as const, url: verificationPaths.file(documentId) },
        { method: 'POST' as const, url: verificationPaths.approve(documentId) },
        {
          method: 'POST' as const,
          url: verificationPaths.reject(documentId),
          payload: { reason: 'other', note: 'x' },
        },
      ]) {
        const answer = await app.inject({ ...request, headers });
        expect(answer.statusCode, request.url).toBe(404);
        expect(answer.json()).toEqual(notFoundBody);
      }
    }
    // Its own agent reads it at the agent's address; another agent finds nothing there.
    const own = await app.inject({
      method: 'GET',
      url: agentFilePaths.documentFile('id'),
      headers: bearer(agent),
    });
    expect(own.statusCode).toBe(200);
    const others = await app.inject({
      method: 'GET',
      url: agentFilePaths.documentFile('id'),
      headers: bearer(other),
    });
    expect(others.statusCode).toBe(404);
    expect((await agentDocumentsOf(agent)).documents.id?.review.status).toBe('pending');
  });
});
