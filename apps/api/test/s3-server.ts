import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** `http://127.0.0.1:{port}`, the endpoint to give the S3 client. */
  endpoint: string;
  bucket: string;
  /** Settings for `loadConfig` that point Brillo's storage at this server's bucket. */
  settings: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on 127.0.0.1 and a free port, keeping its objects in a
 * temporary folder removed on close, with one empty bucket. It serves anonymous reads of every
 * object, as a bucket whose `public/` prefix is readable by anyone would for that prefix.
 */
export async function startS3Server(bucket = 'brillo-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'brillo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
