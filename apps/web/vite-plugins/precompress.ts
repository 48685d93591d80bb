import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/** Below this size the encoded copy saves less than its headers cost. */
export const MIN_BYTES = 1024;

/** Every file under `dir`, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (Brotli at its highest quality) and `file.gz` (gzip level 9) beside each
 * compressible file of `dir` of at least `MIN_BYTES`, when the encoded copy is smaller. The API
 * serves them with `@fastify/static`'s `preCompressed` (ADR-042). Answers the files it wrote.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [encoded, extension] of [
        [br, '.br'],
        [gz, '.gz'],
      ] as const) {
        if (encoded.length >= content.length) continue;
        await fs.writeFile(file + extension, encoded);
        written.push(file + extension);
      }
    }),
  );
  return written.sort();
}

/**
 * A build-only Vite plugin: precompresses the output folder once the bundle is written. Once, at
 * build time, because Brotli at the quality that makes it worth it costs tens of milliseconds per
 * file: compressing per request would spend that CPU on the same files again and again.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'brillo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
