import path from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/** Where the app serves the local disk's public files (modules/agent-files/public-files-routes.ts). */
export const LOCAL_PUBLIC_FILES_PATH = '/files';

/**
 * An S3-compatible bucket when `S3_BUCKET` is set (config.ts has checked its settings);
 * otherwise the local disk under `${DATA_DIR}/files`, never served statically (only its public
 * files, one by one, at `LOCAL_PUBLIC_FILES_PATH`). The AWS SDK is loaded only for a bucket: it
 * adds about 35 MB to a process that does not use it.
 */
export async function createFileStorage(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_PUBLIC_URL'
  >,
): Promise<FileStorage> {
  if (config.S3_BUCKET && config.S3_PUBLIC_URL) {
    const { createS3FileStorage } = await import('./s3-file-storage.ts');
    return createS3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalFileStorage({
    root: path.join(config.DATA_DIR, 'files'),
    publicBaseUrl: LOCAL_PUBLIC_FILES_PATH,
  });
}
