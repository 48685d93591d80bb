import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { demoPdf } from '../src/db/seed-files.ts';

/** Files for upload tests, made in memory. */

/** A photo of `width`×`height` px in `format`, with a coloured gradient-free fill. */
export function photo(
  format: 'jpeg' | 'png' | 'webp',
  { width = 64, height = 48, colour = '#3a7bd5' } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF with a camera model and GPS coordinates. */
export function jpegWithGpsExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Make: 'Brillo', Model: 'Camara de prueba' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 26/1 0/1', GPSLongitudeRef: 'W' },
    })
    .jpeg()
    .toBuffer();
}

/** A small valid one-page PDF (the demo documents' builder). */
export function tinyPdf(): Buffer {
  return demoPdf('Documento de prueba');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A tiny PNG whose header declares `width`×`height` px (a decompression bomb's signature): the
 * bytes are few, the pixels to decode many.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a Linux executable (ELF). */
export const elfExecutable = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(120, 0),
]);

/** The start of a Windows executable (MZ … PE). */
export const windowsExecutable = (() => {
  const bytes = Buffer.alloc(256, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(128, 0x3c);
  bytes.write('PE\0\0', 128, 'latin1');
  return bytes;
})();

export const svgImage =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
  '<script>alert(1)</script><rect width="10" height="10"/></svg>';

export const htmlPage = '<!doctype html><html><body><script>alert(1)</script></body></html>';
