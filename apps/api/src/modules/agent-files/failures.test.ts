import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { createTestApp, temporaryFileStorage } from '../../../test/app.ts';
import { signedInAccount } from '../../../test/auth.ts';
import { fileUpload } from '../../../test/multipart.ts';
import { photo, tinyPdf } from '../../../test/upload-files.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/client.ts';
import { agentDocuments, agentProfiles } from '../../db/schema.ts';
import { createAgentFilesService } from './service.ts';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const silentLog = { warn: () => undefined, error: () => undefined } as never;

describe('upload failures leave no file behind', () => {
  it('answers 503 in Spanish and keeps nothing when the storage fails mid-write', async () => {
    const { storage: inner, root } = temporaryFileStorage();
    const failing: FileStorage = {
      ...inner,
      async put(key, body, options) {
        await inner.put(key, body, options);
        throw new Error('El disco se llenó');
      },
    };
    const { app, database } = await createTestApp({ storage: failing });
    const agent = await signedInAccount(app, database.db, 'agent', { withProfile: true });
    const headers = { authorization: `Bearer ${agent.token}` };
    for (const [url, content] of [
      [agentFilePaths.avatar, await photo('png')],
      [agentFilePaths.document('id'), tinyPdf()],
    ] as const) {
      const upload = fileUpload(content, 'archivo');
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error.message).toBe(agentFilesTexts.errors.storageFailed);
    }
    expect(await filesUnder(root)).toEqual([]);
    const [profile] = await database.db
      .select()
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, agent.user.id));
    expect(profile).toMatchObject({ avatarUrl: null, uploadId: false });
    expect(await database.db.select().from(agentDocuments)).toEqual([]);
  });

  it('removes the stored file when the database write fails', async () => {
    const { storage, root } = temporaryFileStorage();
    const brokenDb = {
      transaction: () => Promise.reject(new Error('La base de datos no responde')),
    } as unknown as Database;
    const service = createAgentFilesService({ db: brokenDb, storage });
    await expect(
      service.uploadDocument('agente', 'id', { filename: 'a.pdf', content: tinyPdf() }, silentLog),
    ).rejects.toThrow('La base de datos no responde');
    await expect(
      service.replaceAvatar(
        'agente',
        { filename: 'a.png', content: await photo('png') },
        silentLog,
      ),
    ).rejects.toThrow('La base de datos no responde');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('answers 404 to an agent without a profile, keeping nothing', async () => {
    const { storage, root } = temporaryFileStorage();
    const { app, database } = await createTestApp({ storage });
    const agent = await signedInAccount(app, database.db, 'agent');
    const upload = fileUpload(tinyPdf(), 'a.pdf');
    const response = await app.inject({
      method: 'POST',
      url: agentFilePaths.document('certificate'),
      headers: { authorization: `Bearer ${agent.token}`, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('keeps the new avatar when the previous file cannot be removed', async () => {
    const { storage: inner } = temporaryFileStorage();
    const stubborn: FileStorage = {
      ...inner,
      delete: () => Promise.reject(new Error('No se pudo borrar')),
    };
    const { app, database } = await createTestApp({ storage: stubborn });
    const agent = await signedInAccount(app, database.db, 'agent', { withProfile: true });
    const send = async () => {
      const upload = fileUpload(await photo('png'), 'a.png');
      return app.inject({
        method: 'POST',
        url: agentFilePaths.avatar,
        headers: { authorization: `Bearer ${agent.token}`, ...upload.headers },
        payload: upload.payload,
      });
    };
    expect((await send()).statusCode).toBe(200);
    const second = await send();
    expect(second.statusCode, second.body).toBe(200);
    const served = await app.inject({ url: second.json().avatarUrl });
    expect(served.statusCode).toBe(200);
  });
});
