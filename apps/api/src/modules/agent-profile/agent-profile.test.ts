import { chileComunas } from '@brillo/domain/chile-comunas';
import { BIO_MAX_LENGTH } from '@brillo/domain/contracts/agent-profile';
import { SERVICE_COMUNAS_MAX } from '@brillo/domain/service-area';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { agentRouteCallers, bearer, signedInAccount } from '../../../test/auth.ts';
import { agentProfiles, agentServiceComunas } from '../../db/schema.ts';

const texts = agentProfileTexts.bio;
describe('the agent profile routes', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  const { customer, newAgent } = await agentRouteCallers(app, db);

  const getBio = (account: { token: string } | null) =>
    app.inject({ method: 'GET', url: '/api/agents/bio', headers: bearer(account) });
  const patchBio = (account: { token: string } | null, payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: '/api/agents/bio',
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: JSON.stringify(payload) as InjectOptions['payload'],
    });
  const storedBio = async (userId: string) => {
    const [row] = await db
      .select({ bio: agentProfiles.bio })
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, userId));
    return row?.bio;
  };

  describe('GET /api/agents/bio', () => {
    it('answers an empty string for an agent without a biography', async () => {
      const agent = await newAgent();
      await db
        .update(agentProfiles)
        .set({ bio: '' })
        .where(eq(agentProfiles.userId, agent.user.id));
      const response = await getBio(agent);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ bio: '' });
      expect(response.headers['cache-control']).toMatch(/no-store/);
    });

    it('answers the caller’s biography, never another agent’s', async () => {
      const [agent, other] = await Promise.all([newAgent(), newAgent()]);
      await db
        .update(agentProfiles)
        .set({ bio: 'Ordenada y puntual.' })
        .where(eq(agentProfiles.userId, agent.user.id));
      await db
        .update(agentProfiles)
        .set({ bio: 'Otra persona.' })
        .where(eq(agentProfiles.userId, other.user.id));
      expect((await getBio(agent)).json()).toEqual({ bio: 'Ordenada y puntual.' });
    });

    it('answers 401 signed out and 403 to a customer, in Spanish', async () => {
      expect((await getBio(null)).statusCode).toBe(401);
      const forbidden = await getBio(customer);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('FORBIDDEN');
    });
  });

  describe('PATCH /api/agents/bio', () => {
    it('stores the trimmed text and answers it with a Spanish message', async () => {
      const agent = await newAgent();
      const response = await patchBio(agent, { bio: '  Limpio con cariño 🧽.\n' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: texts.updated, bio: 'Limpio con cariño 🧽.' });
      expect(await storedBio(agent.user.id)).toBe('Limpio con cariño 🧽.');
      expect((await getBio(agent)).json()).toEqual({ bio: 'Limpio con cariño 🧽.' });
    });

    it('answers 204 with no body for the same text, also once trimmed, and changes nothing', async () => {
      const agent = await newAgent();
      expect((await patchBio(agent, { bio: 'Hola' })).statusCode).toBe(200);
      const [before] = await db
        .select({ updatedAt: agentProfiles.updatedAt })
        .from(agentProfiles)
        .where(eq(agentProfiles.userId, agent.user.id));
      for (const bio of ['Hola', '  Hola  ']) {
        const response = await patchBio(agent, { bio });
        expect(response.statusCode, response.body).toBe(204);
        expect(response.body).toBe('');
      }
      const [after] = await db
        .select({ updatedAt: agentProfiles.updatedAt })
        .from(agentProfiles)
        .where(eq(agentProfiles.userId, agent.user.id));
      expect(after?.updatedAt).toEqual(before?.updatedAt);
    });

    it('clears the biography with an empty text', async () => {
      const agent = await newAgent();
      await patchBio(agent, { bio: 'Algo' });
      const response = await patchBio(agent, { bio: '   ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().bio).toBe('');
      expect(await storedBio(agent.user.id)).toBe('');
    });

    it('takes exactly 1,000 characters, counting an emoji as one, and refuses 1,001', async () => {
      const agent = await newAgent();
      const full = '🧽'.repeat(BIO_MAX_LENGTH);
      const accepted = await patchBio(agent, { bio: full });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await storedBio(agent.user.id)).toBe(full);

      const refused = await patchBio(agent, { bio: 'a'.repeat(BIO_MAX_LENGTH + 1) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { bio: texts.tooLong('1.000') },
      });
      expect(await storedBio(agent.user.id)).toBe(full);
    });

    it('counts the length after trimming', async () => {
      const agent = await newAgent();
      const response = await patchBio(agent, { bio: `  ${'a'.repeat(BIO_MAX_LENGTH)}  ` });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('refuses a wrong type, a missing field, extra keys and NUL characters, storing nothing', async () => {
      const agent = await newAgent();
      await patchBio(agent, { bio: 'Antes' });
      const cases: [unknown, string][] = [
        [{ bio: 42 }, 'bio'],
        [{ bio: null }, 'bio'],
        [{ bio: ['a'] }, 'bio'],
        [{}, 'bio'],
        [{ bio: 'Hola', agent_id: 'otro' }, '_'],
        [{ bio: 'Hola\u0000mundo' }, 'bio'],
        ['Hola', '_'],
      ];
      for (const [payload, field] of cases) {
        const response = await patchBio(agent, payload);
        const context = `${JSON.stringify(payload)} → ${response.body}`;
        expect(response.statusCode, context).toBe(400);
        const { error } = response.json();
        expect(error.code, context).toBe('VALIDATION_ERROR');
        expect(typeof error.message, context).toBe('string');
        if (field !== '_') expect(error.fields?.[field], context).toEqual(expect.any(String));
        if (
          payload &&
          typeof payload === 'object' &&
          'bio' in payload &&
          typeof payload.bio !== 'string'
        ) {
          expect(error.fields.bio).toBe(texts.notText);
        }
      }
      expect(await storedBio(agent.user.id)).toBe('Antes');
    });

    it('answers 404 for an agent account without a profile', async () => {
      const bare = await signedInAccount(app, db, 'agent');
      const response = await patchBio(bare, { bio: 'Hola' });
      expect(response.statusCode).toBe(404);
      expect((await getBio(bare)).json()).toEqual({ bio: '' });
    });

    it('answers 401 signed out and 403 to a customer, changing nothing', async () => {
      expect((await patchBio(null, { bio: 'Hola' })).statusCode).toBe(401);
      expect((await patchBio(customer, { bio: 'Hola' })).statusCode).toBe(403);
    });
  });
});

describe('the agent’s service area routes', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const { customer, newAgent } = await agentRouteCallers(app, db);
  const areaTexts = agentProfileTexts.serviceArea;
  const getArea = (account: { token: string } | null) =>
    app.inject({ method: 'GET', url: '/api/agents/service-comunas', headers: bearer(account) });
  const putArea = (account: { token: string } | null, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/agents/service-comunas',
      headers: { ...bearer(account), 'content-type': 'application/json' },
      payload: JSON.stringify(payload) as InjectOptions['payload'],
    });
  const storedArea = async (agentId: string) =>
    (
      await db
        .select({ comuna: agentServiceComunas.comuna })
        .from(agentServiceComunas)
        .where(eq(agentServiceComunas.agentId, agentId))
    )
      .map((row) => row.comuna)
      .sort();

  it('reads the agent’s own comuna to begin with, sorted, never another agent’s', async () => {
    const agent = await newAgent();
    const [profile] = await db
      .select({ comuna: agentProfiles.comuna })
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agent.user.id));
    const response = await getArea(agent);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ comunas: [profile?.comuna] });
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it('replaces the list, spelled as Chile’s list spells it and sorted, and reads it back', async () => {
    const [agent, other] = await Promise.all([newAgent(), newAgent()]);
    const otherBefore = await storedArea(other.user.id);
    const response = await putArea(agent, { comunas: ['providencia', 'Ñuñoa', 'LAS CONDES'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: areaTexts.updated,
      comunas: ['Las Condes', 'Ñuñoa', 'Providencia'],
    });
    expect(await storedArea(agent.user.id)).toEqual(['Las Condes', 'Providencia', 'Ñuñoa']);
    expect((await getArea(agent)).json()).toEqual({
      comunas: ['Las Condes', 'Ñuñoa', 'Providencia'],
    });
    const narrower = await putArea(agent, { comunas: ['Maipú'] });
    expect(narrower.json().comunas).toEqual(['Maipú']);
    expect(await storedArea(agent.user.id)).toEqual(['Maipú']);
    expect(await storedArea(other.user.id)).toEqual(otherBefore);
  });

  it('refuses an empty list, an unknown comuna, a repeated one and too many, in Spanish, storing nothing', async () => {
    const agent = await newAgent();
    await putArea(agent, { comunas: ['Ñuñoa'] });
    const names = chileComunas.map((comuna) => comuna.name);
    const cases: [unknown, string][] = [
      [{ comunas: [] }, areaTexts.empty],
      [{ comunas: ['Ñuñoa', 'Gotham'] }, areaTexts.unknown('Gotham')],
      [{ comunas: ['Ñuñoa', 'nuñoa'] }, areaTexts.repeated('Ñuñoa')],
      [
        { comunas: names.slice(0, SERVICE_COMUNAS_MAX + 1) },
        areaTexts.tooMany(SERVICE_COMUNAS_MAX),
      ],
      [{ comunas: 'Ñuñoa' }, areaTexts.notList],
      [{ comunas: [7] }, areaTexts.notList],
      [{ comunas: null }, areaTexts.notList],
      [{ comunas: ['<script>alert(1)</script>'] }, areaTexts.unknown('<script>alert(1)</script>')],
      [{ comunas: ["Ñuñoa'; drop table agent_service_comunas; --"] }, expect.any(String) as never],
    ];
    for (const [payload, message] of cases) {
      const response = await putArea(agent, payload);
      const context = `${JSON.stringify(payload).slice(0, 80)} → ${response.body}`;
      expect(response.statusCode, context).toBe(400);
      const { error } = response.json();
      expect(error.code, context).toBe('VALIDATION_ERROR');
      // An item that is no text is named by its place in the list (`comunas.0`).
      expect(error.fields?.comunas ?? error.fields?.['comunas.0'], context).toEqual(message);
    }
    for (const payload of [{}, { comunas: ['Ñuñoa'], agent_id: 'otro' }, ['Ñuñoa']]) {
      expect((await putArea(agent, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await storedArea(agent.user.id)).toEqual(['Ñuñoa']);
    const full = names.slice(0, SERVICE_COMUNAS_MAX);
    expect((await putArea(agent, { comunas: full })).statusCode).toBe(200);
    expect(await storedArea(agent.user.id)).toHaveLength(SERVICE_COMUNAS_MAX);
  });

  it('answers 404 for an agent account without a profile', async () => {
    const bare = await signedInAccount(app, db, 'agent');
    expect((await putArea(bare, { comunas: ['Ñuñoa'] })).statusCode).toBe(404);
    expect((await getArea(bare)).json()).toEqual({ comunas: [] });
  });

  it('answers 401 signed out and 403 to a customer, changing nothing', async () => {
    expect((await getArea(null)).statusCode).toBe(401);
    expect((await getArea(customer)).statusCode).toBe(403);
    expect((await putArea(null, { comunas: ['Ñuñoa'] })).statusCode).toBe(401);
    const forbidden = await putArea(customer, { comunas: ['Ñuñoa'] });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
  });
});
