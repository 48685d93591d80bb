import { crc32, deflateSync } from 'node:zlib';
import { demoPdf } from '../../apps/api/src/db/seed-files.ts';

/** A file as Playwright's `setFiles` takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of one colour, `size` pixels a side, built here rather than committed. */
export function pngFile(name: string, rgb: [number, number, number], size = 64): FilePayload {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A small one-page PDF whose page says `text` (the demo documents' builder). */
export function pdfFile(name: string, text: string): FilePayload {
  return { name, mimeType: 'application/pdf', buffer: demoPdf(text) };
}
