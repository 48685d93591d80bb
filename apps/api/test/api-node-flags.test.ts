import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiNodeFlags } from '../../../scripts/api-node-flags.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the API node flags', () => {
  it('are the flags npm start gives node, in the same order', async () => {
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe(`node ${apiNodeFlags.join(' ')} scripts/start.ts`);
  });
});
