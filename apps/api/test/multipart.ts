import { randomUUID } from 'node:crypto';

/** One part of a `multipart/form-data` body: a file when it has a `filename`, else a field. */
export interface FormPart {
  name: string;
  content: Uint8Array | string;
  filename?: string;
  contentType?: string;
}

/**
 * A `multipart/form-data` body and its `content-type` header, for `app.inject`, as a browser's
 * `FormData` would send it.
 */
export function multipartBody(parts: FormPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----brillo-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.filename !== undefined || part.contentType) {
      headers.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    }
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A body with one file in the `file` part, as the upload routes expect. */
export function fileUpload(content: Uint8Array | string, filename: string, contentType?: string) {
  return multipartBody([{ name: 'file', content, filename, contentType }]);
}
