import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE,
  DOCUMENT_MAX_BYTES,
} from '@brillo/domain/contracts/agent-files';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { createTestApp, temporaryFileStorage, testConfig } from '../../../test/app.ts';
import { agentRouteCallers, bearer, type SignedInAccount } from '../../../test/auth.ts';
import { fileUpload, multipartBody } from '../../../test/multipart.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import {
  elfExecutable,
  htmlPage,
  jpegWithGpsExif,
  photo,
  pngDeclaring,
  svgImage,
  tinyPdf,
  windowsExecutable,
} from '../../../test/upload-files.ts';
import { createFileStorage } from '../../adapters/storage/create-file-storage.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { agentDocuments, agentProfiles } from '../../db/schema.ts';
import { agentFilePaths } from '@brillo/domain/contracts/paths';

const errors = agentFilesTexts.errors;
type Upload = ReturnType<typeof multipartBody>;

/** Every file under `root`, relative, temporary ones included; [] when the folder is missing. */
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

interface Driver {
  storage: FileStorage;
  /** What the storage holds now: paths or object keys. */
  stored: () => Promise<string[]>;
  /** Reads a public URL the API answered. */
  readPublic: (
    url: string,
  ) => Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }>;
}

async function localDriver(): Promise<Driver> {
  const { storage, root } = temporaryFileStorage();
  return { storage, stored: () => filesUnder(root), readPublic: async () => unreachable() };
}

function unreachable(): never {
  throw new Error('set by the suite');
}

async function s3Driver(): Promise<Driver> {
  const server = await startS3Server();
  afterAll(() => server.close());
  const storage = await createFileStorage(testConfig(server.settings));
  const client = new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  afterAll(() => client.destroy());
  return {
    storage,
    async stored() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async readPublic(url) {
      const answer = await fetch(url);
      return {
        status: answer.status,
        body: Buffer.from(await answer.arrayBuffer()),
        headers: Object.fromEntries(answer.headers),
      };
    },
  };
}

function describeUploads(name: string, makeDriver: () => Promise<Driver>, full: boolean) {
  describe(`uploads on ${name}`, async () => {
    const driver = await makeDriver();
    const { app, database } = await createTestApp({ storage: driver.storage });
    const db = database.db;
    const readPublic: Driver['readPublic'] =
      name === 'the local disk'
        ? async (url) => {
            const answer = await app.inject({ method: 'GET', url });
            return { status: answer.statusCode, body: answer.rawPayload, headers: answer.headers };
          }
        : driver.readPublic;

    const { customer, newAgent } = await agentRouteCallers(app, db);
    const post = (url: string, account: SignedInAccount | null, upload: Upload) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(account), ...upload.headers },
        payload: upload.payload,
      });
    const postAvatar = (account: SignedInAccount | null, upload: Upload) =>
      post(agentFilePaths.avatar, account, upload);
    const postDocument = (account: SignedInAccount | null, kind: string, upload: Upload) =>
      post(agentFilePaths.document(kind), account, upload);
    const getFile = (account: SignedInAccount | null, kind: string) =>
      app.inject({
        method: 'GET',
        url: agentFilePaths.documentFile(kind),
        headers: bearer(account),
      });

    /** A refusal: the status, the Spanish message, and nothing more stored than before. */
    async function expectRefused(
      send: () => Promise<{ statusCode: number; json: () => unknown; body: string }>,
      status: number,
      message: string,
    ) {
      const before = await driver.stored();
      const response = await send();
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ error: { message } });
      expect(await driver.stored()).toEqual(before);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }

    describe('POST /api/agents/avatar', () => {
      it('stores a square WebP of at most 512 px and answers its public URL', async () => {
        const agent = await newAgent();
        const response = await postAvatar(
          agent,
          fileUpload(await photo('jpeg', { width: 900, height: 600 }), 'yo.jpg', 'image/jpeg'),
        );
        expect(response.statusCode, response.body).toBe(200);
        const body: { message: string; avatarUrl: string } = response.json();
        expect(body.message).toBe(agentFilesTexts.avatar.updated);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const stored = await readPublic(body.avatarUrl);
        expect(stored.status).toBe(200);
        expect(String(stored.headers['content-type'])).toBe('image/webp');
        const metadata = await sharp(stored.body).metadata();
        expect(metadata).toMatchObject({
          format: 'webp',
          width: AVATAR_MAX_SIDE,
          height: AVATAR_MAX_SIDE,
        });
        expect(
          (
            await app.inject({ method: 'GET', url: agentFilePaths.avatar, headers: bearer(agent) })
          ).json(),
        ).toEqual({
          avatarUrl: body.avatarUrl,
        });
      });

      it('accepts a photo of several megabytes, under the limit', async () => {
        const agent = await newAgent();
        const noise = await sharp(randomBytes(1300 * 1000 * 3), {
          raw: { width: 1300, height: 1000, channels: 3 },
        })
          .png({ compressionLevel: 0 })
          .toBuffer();
        expect(noise.length).toBeGreaterThan(3 * 1024 * 1024);
        expect(noise.length).toBeLessThan(AVATAR_MAX_BYTES);
        const response = await postAvatar(agent, fileUpload(noise, 'ruido.png'));
        expect(response.statusCode, response.body).toBe(200);
      });

      it('replaces the avatar and removes the previous file', async () => {
        const agent = await newAgent();
        const first = await postAvatar(agent, fileUpload(await photo('png'), 'a.png'));
        const before = await driver.stored();
        const second = await postAvatar(agent, fileUpload(await photo('webp'), 'b.webp'));
        expect(second.statusCode, second.body).toBe(200);
        const firstUrl: string = first.json().avatarUrl;
        const secondUrl: string = second.json().avatarUrl;
        expect(secondUrl).not.toBe(firstUrl);
        expect((await readPublic(firstUrl)).status).not.toBe(200);
        expect((await readPublic(secondUrl)).status).toBe(200);
        expect((await driver.stored()).length).toBe(before.length);
      });

      it('refuses a renamed executable, as an image', async () => {
        const agent = await newAgent();
        await expectRefused(
          () => postAvatar(agent, fileUpload(elfExecutable, 'foto.jpg', 'image/jpeg')),
          415,
          errors.avatarType,
        );
      });

      it('refuses a file over 5 MB', async () => {
        const agent = await newAgent();
        const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(AVATAR_MAX_BYTES)]);
        await expectRefused(
          () => postAvatar(agent, fileUpload(big, 'grande.jpg')),
          413,
          errors.avatarTooLarge,
        );
      });

      if (!full) return;

      it('removes EXIF and GPS data', async () => {
        const agent = await newAgent();
        const original = await jpegWithGpsExif();
        const originalExif = (await sharp(original).metadata()).exif;
        // The GPS IFD pointer (tag 0x8825, little-endian) and the camera model are there.
        expect(originalExif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
        expect(originalExif?.includes(Buffer.from('Camara de prueba'))).toBe(true);
        const response = await postAvatar(agent, fileUpload(original, 'gps.jpg'));
        expect(response.statusCode, response.body).toBe(200);
        const stored = await readPublic(response.json().avatarUrl);
        const metadata = await sharp(stored.body).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(stored.body.includes(Buffer.from('Camara de prueba'))).toBe(false);
      });

      it('turns the image upright by its EXIF orientation before cropping', async () => {
        const agent = await newAgent();
        // 40×20 stored, orientation 6 (rotate 90°): shown 20×40, left half red, right half blue.
        const stored = await sharp({
          create: { width: 40, height: 20, channels: 3, background: '#ff0000' },
        })
          .composite([
            {
              input: { create: { width: 40, height: 10, channels: 3, background: '#0000ff' } },
              top: 0,
              left: 0,
            },
          ])
          .withMetadata({ orientation: 6 })
          .jpeg()
          .toBuffer();
        const response = await postAvatar(agent, fileUpload(stored, 'girada.jpg'));
        expect(response.statusCode, response.body).toBe(200);
        const avatar = await readPublic(response.json().avatarUrl);
        const { data, info } = await sharp(avatar.body).raw().toBuffer({ resolveWithObject: true });
        expect(info.width).toBe(20);
        expect(info.height).toBe(20);
        // The top rows of the stored image are blue: after turning, the right column is blue.
        const pixel = (x: number, y: number) => {
          const at = (y * info.width + x) * info.channels;
          return [data[at], data[at + 1], data[at + 2]];
        };
        expect(pixel(18, 10)[2]).toBeGreaterThan(200);
        expect(pixel(1, 10)[0]).toBeGreaterThan(200);
      });

      it.each([
        ['an ELF executable named .jpg', elfExecutable, 'foto.jpg'],
        ['a Windows executable named .jpg', windowsExecutable, 'foto.jpg'],
        ['an SVG', Buffer.from(svgImage), 'foto.svg'],
        ['an HTML page', Buffer.from(htmlPage), 'foto.html'],
        ['a PDF named .png', tinyPdf(), 'foto.png'],
      ])('refuses %s', async (_name, content, filename) => {
        const agent = await newAgent();
        await expectRefused(
          () => postAvatar(agent, fileUpload(content, filename, 'image/png')),
          415,
          errors.avatarType,
        );
      });

      it('refuses an empty file', async () => {
        const agent = await newAgent();
        await expectRefused(
          () => postAvatar(agent, fileUpload(Buffer.alloc(0), 'vacio.png')),
          400,
          errors.empty,
        );
      });

      it('refuses a truncated or corrupt image', async () => {
        const agent = await newAgent();
        const [png, jpeg, webp, detailed] = await Promise.all([
          photo('png', { width: 300, height: 300 }),
          photo('jpeg', { width: 300, height: 300 }),
          photo('webp', { width: 300, height: 300 }),
          sharp(
            Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, index) => (index * 7919) % 256)),
            { raw: { width: 300, height: 300, channels: 3 } },
          )
            .jpeg()
            .toBuffer(),
        ]);
        // Bytes overwritten in the middle of the compressed data.
        const corrupt = Buffer.from(detailed);
        for (let at = 600; at < 1200; at += 1) corrupt[at] = (at * 31) & 0xff;
        for (const cut of [
          png.subarray(0, png.length - 30),
          jpeg.subarray(0, jpeg.length / 2),
          webp.subarray(0, webp.length / 2),
          corrupt,
        ]) {
          await expectRefused(
            () => postAvatar(agent, fileUpload(cut, 'cortada.png')),
            400,
            errors.unreadableImage,
          );
        }
      });

      it('refuses a decompression bomb before decoding it', async () => {
        const agent = await newAgent();
        await expectRefused(
          () => postAvatar(agent, fileUpload(pngDeclaring(30_000, 30_000), 'bomba.png')),
          400,
          errors.imageTooLarge,
        );
      });

      it('refuses extra parts, a missing file and a body that is not multipart', async () => {
        const agent = await newAgent();
        const image = await photo('png');
        await expectRefused(
          () =>
            postAvatar(
              agent,
              multipartBody([
                { name: 'file', content: image, filename: 'a.png' },
                { name: 'otro', content: 'x' },
              ]),
            ),
          400,
          errors.extraParts,
        );
        await expectRefused(
          () =>
            postAvatar(
              agent,
              multipartBody([
                { name: 'file', content: image, filename: 'a.png' },
                { name: 'file', content: image, filename: 'b.png' },
              ]),
            ),
          400,
          errors.extraParts,
        );
        await expectRefused(
          () =>
            postAvatar(agent, multipartBody([{ name: 'foto', content: image, filename: 'a.png' }])),
          400,
          errors.extraParts,
        );
        await expectRefused(() => postAvatar(agent, multipartBody([])), 400, errors.noFile);
        for (const [contentType, payload] of [
          ['application/json', '{"file":"aGVsbG8="}'],
          ['text/plain', 'hola'],
        ] as const) {
          await expectRefused(
            () =>
              app.inject({
                method: 'POST',
                url: agentFilePaths.avatar,
                headers: { ...bearer(agent), 'content-type': contentType },
                payload,
              }),
            415,
            errors.notMultipart,
          );
        }
      });

      it('refuses a broken multipart body in Spanish', async () => {
        const agent = await newAgent();
        const broken = [
          ['multipart/form-data', 'archivo'],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
          ],
        ] as const;
        for (const [contentType, payload] of broken) {
          const before = await driver.stored();
          const response = await app.inject({
            method: 'POST',
            url: agentFilePaths.avatar,
            headers: { ...bearer(agent), 'content-type': contentType },
            payload,
          });
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.json().error.message).toBe(errors.notMultipart);
          expect(await driver.stored()).toEqual(before);
        }
      });

      it('answers 401 signed out and 403 to a customer, storing nothing', async () => {
        const image = await photo('png');
        const before = await driver.stored();
        expect((await postAvatar(null, fileUpload(image, 'a.png'))).statusCode).toBe(401);
        expect((await postAvatar(customer, fileUpload(image, 'a.png'))).statusCode).toBe(403);
        expect(await driver.stored()).toEqual(before);
      });
    });

    describe('documents', () => {
      it('stores a document as sent, sets its flag and serves it to its owner only', async () => {
        const agent = await newAgent();
        const pdf = tinyPdf();
        const response = await postDocument(
          agent,
          'id',
          fileUpload(pdf, 'mi carnet (frente).pdf', 'application/pdf'),
        );
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({
          message: agentFilesTexts.docs.uploaded,
          document: {
            kind: 'id',
            name: 'mi carnet (frente).pdf',
            contentType: 'application/pdf',
            sizeBytes: pdf.length,
            url: agentFilePaths.documentFile('id'),
          },
        });
        const flags = await app.inject({
          method: 'GET',
          url: agentFilePaths.docsFlags,
          headers: bearer(agent),
        });
        expect(flags.json()).toEqual({
          docs: { upload_id: true, upload_certificate: false },
          review: { id: 'pending', certificate: null },
          verified: false,
        });
        const list = await app.inject({
          method: 'GET',
          url: agentFilePaths.documents,
          headers: bearer(agent),
        });
        expect(list.json()).toEqual({
          documents: { id: response.json().document, certificate: null },
          verified: false,
        });

        const file = await getFile(agent, 'id');
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(pdf)).toBe(true);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['cache-control']).toBe('private, no-store');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        // Nothing else may load, but the PDF viewer may show the file.
        expect(file.headers['content-security-policy']).toMatch(/^default-src 'none';/);
        expect(file.headers['content-security-policy']).toContain("object-src 'self'");
        expect(file.headers['content-disposition']).toBe(
          `inline; filename="mi_carnet__frente_.pdf"; filename*=UTF-8''mi%20carnet%20%28frente%29.pdf`,
        );

        const other = await newAgent();
        expect((await getFile(other, 'id')).statusCode).toBe(404);
        expect((await getFile(other, 'certificate')).statusCode).toBe(404);
        expect((await getFile(agent, 'certificate')).statusCode).toBe(404);
        const byCustomer = await getFile(customer, 'id');
        expect(byCustomer.statusCode).toBe(404);
        expect(byCustomer.json().error.message).toBe(errors.documentNotFound);
        expect((await getFile(null, 'id')).statusCode).toBe(401);
      });

      it('accepts a document of several megabytes, under the limit, stored whole', async () => {
        const agent = await newAgent();
        const pdf = Buffer.concat([tinyPdf(), Buffer.alloc(DOCUMENT_MAX_BYTES - 4096, 0x20)]);
        const response = await postDocument(agent, 'id', fileUpload(pdf, 'escaneo.pdf'));
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().document.sizeBytes).toBe(pdf.length);
        expect((await getFile(agent, 'id')).rawPayload.equals(pdf)).toBe(true);
      });

      it('replaces the current document of that kind and removes its file', async () => {
        const agent = await newAgent();
        await postDocument(agent, 'certificate', fileUpload(tinyPdf(), 'antiguo.pdf'));
        const before = await driver.stored();
        const png = await photo('png');
        const response = await postDocument(agent, 'certificate', fileUpload(png, 'nuevo.png'));
        expect(response.statusCode, response.body).toBe(201);
        expect((await driver.stored()).length).toBe(before.length);
        const rows = await db
          .select()
          .from(agentDocuments)
          .where(eq(agentDocuments.agentId, agent.user.id));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ kind: 'certificate', contentType: 'image/png' });
        expect((await getFile(agent, 'certificate')).rawPayload.equals(png)).toBe(true);
      });

      it('refuses a renamed executable and a file over 10 MB', async () => {
        const agent = await newAgent();
        await expectRefused(
          () => postDocument(agent, 'id', fileUpload(windowsExecutable, 'carnet.pdf')),
          415,
          errors.documentType,
        );
        const big = Buffer.concat([tinyPdf(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
        await expectRefused(
          () => postDocument(agent, 'id', fileUpload(big, 'carnet.pdf')),
          413,
          errors.documentTooLarge,
        );
      });

      if (!full) return;

      it('keeps one document and one file when two uploads of a kind race', async () => {
        const agent = await newAgent();
        const before = await driver.stored();
        const [first, second] = await Promise.all([
          postDocument(agent, 'id', fileUpload(tinyPdf(), 'uno.pdf')),
          postDocument(agent, 'id', fileUpload(await photo('png'), 'dos.png')),
        ]);
        expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
        const rows = await db
          .select()
          .from(agentDocuments)
          .where(eq(agentDocuments.agentId, agent.user.id));
        expect(rows).toHaveLength(1);
        expect((await driver.stored()).length - before.length).toBe(2); // the file and its type
        const served = await getFile(agent, 'id');
        expect(served.headers['content-type']).toBe(rows[0]?.contentType);
      });

      it('keeps one avatar file when two avatar uploads race', async () => {
        const agent = await newAgent();
        const before = await driver.stored();
        const answers = await Promise.all([
          postAvatar(agent, fileUpload(await photo('png'), 'a.png')),
          postAvatar(agent, fileUpload(await photo('jpeg'), 'b.jpg')),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        expect((await driver.stored()).length - before.length).toBe(2);
        const [profile] = await db
          .select({ avatarUrl: agentProfiles.avatarUrl })
          .from(agentProfiles)
          .where(eq(agentProfiles.userId, agent.user.id));
        expect((await readPublic(profile?.avatarUrl ?? '')).status).toBe(200);
      });

      it('decides the type from the content: a PDF named .png is stored as a PDF', async () => {
        const agent = await newAgent();
        const response = await postDocument(
          agent,
          'certificate',
          fileUpload(tinyPdf(), 'certificado.png', 'image/png'),
        );
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().document.contentType).toBe('application/pdf');
        const file = await getFile(agent, 'certificate');
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['content-disposition']).toMatch(/^inline; filename="certificado\.pdf"/);
      });

      it.each([
        ['an ELF executable named .jpg', elfExecutable, 'carnet.jpg'],
        ['an SVG', Buffer.from(svgImage), 'carnet.svg'],
        ['an HTML page', Buffer.from(htmlPage), 'carnet.pdf'],
      ])('refuses %s', async (_name, content, filename) => {
        const agent = await newAgent();
        await expectRefused(
          () => postDocument(agent, 'id', fileUpload(content, filename)),
          415,
          errors.documentType,
        );
        const [profile] = await db
          .select({ uploadId: agentProfiles.uploadId })
          .from(agentProfiles)
          .where(eq(agentProfiles.userId, agent.user.id));
        expect(profile?.uploadId).toBe(false);
      });

      it('refuses an empty file, extra parts, no file, and a body that is not multipart', async () => {
        const agent = await newAgent();
        await expectRefused(
          () => postDocument(agent, 'id', fileUpload(Buffer.alloc(0), 'vacio.pdf')),
          400,
          errors.empty,
        );
        await expectRefused(
          () =>
            postDocument(
              agent,
              'id',
              multipartBody([
                { name: 'kind', content: 'certificate' },
                { name: 'file', content: tinyPdf(), filename: 'a.pdf' },
              ]),
            ),
          400,
          errors.extraParts,
        );
        await expectRefused(() => postDocument(agent, 'id', multipartBody([])), 400, errors.noFile);
        await expectRefused(
          () =>
            app.inject({
              method: 'POST',
              url: agentFilePaths.document('id'),
              headers: { ...bearer(agent), 'content-type': 'application/json' },
              payload: '{}',
            }),
          415,
          errors.notMultipart,
        );
      });

      it('answers 404 for an unknown kind', async () => {
        const agent = await newAgent();
        await expectRefused(
          () => postDocument(agent, 'pasaporte', fileUpload(tinyPdf(), 'a.pdf')),
          404,
          errors.unknownKind,
        );
        expect((await getFile(agent, 'pasaporte')).statusCode).toBe(404);
      });

      it('answers 401 signed out and 403 to a customer, storing nothing', async () => {
        const before = await driver.stored();
        expect((await postDocument(null, 'id', fileUpload(tinyPdf(), 'a.pdf'))).statusCode).toBe(
          401,
        );
        expect(
          (await postDocument(customer, 'id', fileUpload(tinyPdf(), 'a.pdf'))).statusCode,
        ).toBe(403);
        expect(await driver.stored()).toEqual(before);
      });
    });
  });
}

describeUploads('the local disk', localDriver, true);
describeUploads('an S3-compatible bucket', s3Driver, false);
