import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidFileKey } from './file-key.ts';
import type { FileStorage, FileVisibility } from './file-storage.ts';

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset means AWS S3 itself. */
  endpoint?: string;
  /** Both or neither; neither uses the SDK's usual sources (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most S3-compatible servers). */
  forcePathStyle: boolean;
  /** Where the bucket's `public/` prefix is read from, e.g. a CDN: `${publicUrl}/public/${key}`. */
  publicUrl: string;
}

/** Public files are cached for a year: their names are never reused for other content. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Files in an S3-compatible bucket: `public/{key}` (the bucket or the CDN in front of it must
 * make that prefix readable by anyone) and `private/{key}` (never readable without a signature).
 * Bodies are sent as a multipart upload, so a stream of unknown length is never held whole in
 * memory; the object appears only once the upload completes, and a failed one is aborted.
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = options.bucket;
  const publicBaseUrl = options.publicUrl.replace(/\/+$/, '');
  const objectKey = (key: string, visibility: FileVisibility) => {
    assertValidFileKey(key);
    return `${visibility}/${key}`;
  };

  return {
    async put(key, body, { contentType, visibility }) {
      const Key = objectKey(key, visibility);
      let size = 0;
      const counted = (body instanceof Uint8Array ? Readable.from([body]) : body).map(
        (chunk: Buffer) => {
          size += chunk.length;
          return chunk;
        },
      );
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key,
          Body: counted,
          ContentType: contentType,
          CacheControl: visibility === 'public' ? PUBLIC_CACHE_CONTROL : 'private, no-store',
        },
      });
      await upload.done();
      return { contentType, size };
    },

    async get(key, visibility) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }),
        );
        if (!(answer.Body instanceof Readable))
          throw new Error('S3 answered a body that is not a stream');
        return {
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
          body: answer.Body,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null;
        throw error;
      }
    },

    async delete(key, visibility) {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }),
      );
    },

    publicUrl(key) {
      return `${publicBaseUrl}/${objectKey(key, 'public')}`;
    },

    signedUrl(key, { expiresInSeconds }) {
      const command = new GetObjectCommand({ Bucket: bucket, Key: objectKey(key, 'private') });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
