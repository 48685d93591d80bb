import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function builtFolder(files: Record<string, string | Buffer>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-precompress-'));
    dirs.push(dir);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    return dir;
  }

  const script = 'export const texto = "Te damos la bienvenida a Brillo";\n'.repeat(100);

  it('writes Brotli and gzip copies that decode to the original', async () => {
    const dir = builtFolder({ 'assets/index-Ab12.js': script, 'index.html': `<p>${script}</p>` });
    const written = await precompressDirectory(dir);
    expect(written.map((file) => path.relative(dir, file))).toEqual([
      'assets/index-Ab12.js.br',
      'assets/index-Ab12.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const js = path.join(dir, 'assets/index-Ab12.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(fs.statSync(`${js}.gz`).size);
  });

  it('leaves small files, images and incompressible content alone', async () => {
    const random = crypto.randomBytes(4096);
    const dir = builtFolder({
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'assets/photo.webp': script,
      'assets/noise.json': random,
    });
    expect(fs.statSync(path.join(dir, 'favicon.svg')).size).toBeLessThan(MIN_BYTES);
    const written = await precompressDirectory(dir);
    expect(written).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'assets')).filter((f) => f.startsWith('photo'))).toEqual([
      'photo.webp',
    ]);
  });
});
