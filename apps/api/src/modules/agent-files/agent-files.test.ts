import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, temporaryFileStorage } from '../../../test/app.ts';
import { agentRouteCallers, bearer } from '../../../test/auth.ts';
import { agentProfiles } from '../../db/schema.ts';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

describe('the agent files routes', async () => {
  const { storage } = temporaryFileStorage();
  const { app, database } = await createTestApp({ storage });
  const db = database.db;

  const { customer, newAgent } = await agentRouteCallers(app, db);
  const get = (url: string, account: { token: string } | null) =>
    app.inject({ method: 'GET', url, headers: bearer(account) });

  describe('GET /api/v1/agents/docs', () => {
    it('answers both flags false for a new agent, then the stored flags', async () => {
      const agent = await newAgent();
      const first = await get(agentFilePaths.docsFlags, agent);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        docs: { upload_id: false, upload_certificate: false },
        review: { id: null, certificate: null },
        verified: false,
      });
      expect(first.headers['cache-control']).toMatch(/no-store/);
      await db
        .update(agentProfiles)
        .set({ uploadCertificate: true })
        .where(eq(agentProfiles.userId, agent.user.id));
      expect((await get(agentFilePaths.docsFlags, agent)).json()).toMatchObject({
        docs: { upload_id: false, upload_certificate: true },
      });
    });

    it('answers 401 signed out and 403 to a customer', async () => {
      expect((await get(agentFilePaths.docsFlags, null)).statusCode).toBe(401);
      expect((await get(agentFilePaths.docsFlags, customer)).statusCode).toBe(403);
    });
  });

  describe('GET /api/agents/avatar', () => {
    it('answers null without an avatar, then the stored URL', async () => {
      const agent = await newAgent();
      const first = await get(agentFilePaths.avatar, agent);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ avatarUrl: null });
      await db
        .update(agentProfiles)
        .set({ avatarUrl: '/files/avatars/x.webp' })
        .where(eq(agentProfiles.userId, agent.user.id));
      expect((await get(agentFilePaths.avatar, agent)).json()).toEqual({
        avatarUrl: '/files/avatars/x.webp',
      });
    });

    it('answers 401 signed out and 403 to a customer', async () => {
      expect((await get(agentFilePaths.avatar, null)).statusCode).toBe(401);
      expect((await get(agentFilePaths.avatar, customer)).statusCode).toBe(403);
    });
  });

  describe('GET /api/agents/documents', () => {
    it('answers null for each kind before any upload', async () => {
      const agent = await newAgent();
      const response = await get(agentFilePaths.documents, agent);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        documents: { id: null, certificate: null },
        verified: false,
      });
    });
  });
});
