/**
 * Just enough MIME reading for the mailer tests: headers (with RFC 2047 encoded words), and the
 * text and HTML parts of a multipart/alternative message in quoted-printable, base64 or 7bit.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

function splitHead(entity: string): { head: string; body: string } {
  const end = entity.indexOf('\r\n\r\n');
  if (end === -1) return { head: entity, body: '' };
  return { head: entity.slice(0, end), body: entity.slice(end + 4) };
}

function bytesFromQuotedPrintable(encoded: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index += 1) {
    const hex = encoded.slice(index + 1, index + 3);
    if (encoded[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(encoded.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, payload: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(payload, 'base64').toString('utf8')
        : bytesFromQuotedPrintable(payload.replaceAll('_', ' ')).toString('utf8'),
    );
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return headers;
}

function decodeBody(body: string, transferEncoding = '7bit'): string {
  const content = body.replace(/\r\n$/, '');
  if (transferEncoding === 'base64') return Buffer.from(content, 'base64').toString('utf8');
  if (transferEncoding === 'quoted-printable') {
    return bytesFromQuotedPrintable(content.replace(/=\r\n/g, '')).toString('utf8');
  }
  return content;
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parsed: ParsedMail = { headers, text: undefined, html: undefined };
  const entities = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`];
  for (const entity of entities) {
    const part = splitHead(entity.replace(/^\r\n/, ''));
    const partHeaders = parseHeaders(part.head);
    const type = partHeaders.get('content-type') ?? '';
    const content = decodeBody(part.body, partHeaders.get('content-transfer-encoding'));
    if (type.startsWith('text/plain')) parsed.text = content;
    if (type.startsWith('text/html')) parsed.html = content;
  }
  return parsed;
}
