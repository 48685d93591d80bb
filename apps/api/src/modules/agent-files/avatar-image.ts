import sharp, { type SharpOptions } from 'sharp';
import { AVATAR_MAX_SIDE } from '@brillo/domain/contracts/agent-files';
import { agentFilesTexts } from '@brillo/domain/texts/agent-files.es-CL';
import { AppError } from '../../errors.ts';

/** The most pixels an uploaded avatar may declare (25 MP, about 100 MB once decoded). */
export const AVATAR_MAX_INPUT_PIXELS = 25_000_000;

/** WebP quality of the stored avatar. */
const WEBP_QUALITY = 82;

// One libvips thread per image and no operation cache: avatars are small, and the server's cores
// belong to the requests.
sharp.concurrency(1);
sharp.cache(false);

const decodeOptions: SharpOptions = {
  limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
  // A truncated or corrupt image is refused, not padded with grey.
  failOn: 'warning',
  sequentialRead: true,
};

const unreadable = () =>
  new AppError(400, 'UNREADABLE_IMAGE', agentFilesTexts.errors.unreadableImage);
const tooManyPixels = () =>
  new AppError(400, 'IMAGE_TOO_LARGE', agentFilesTexts.errors.imageTooLarge);

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs image work one task at a time in this process, in arrival order. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The stored avatar: the image turned upright by its EXIF orientation, cropped to a centred
 * square, at most `AVATAR_MAX_SIDE` px a side (never enlarged), re-encoded as WebP without any
 * metadata (EXIF, GPS, XMP, ICC). An image that declares more than `AVATAR_MAX_INPUT_PIXELS`
 * is refused before it is decoded; one that cannot be decoded whole is refused.
 */
export function avatarWebp(content: Buffer): Promise<Buffer> {
  return oneAtATime(async () => {
    let width: number | undefined;
    let height: number | undefined;
    try {
      ({ width, height } = await sharp(content, decodeOptions).metadata());
    } catch (error) {
      throw isPixelLimitError(error) ? tooManyPixels() : unreadable();
    }
    if (!width || !height) throw unreadable();
    if (width * height > AVATAR_MAX_INPUT_PIXELS) throw tooManyPixels();
    const side = Math.min(AVATAR_MAX_SIDE, width, height);
    try {
      return await sharp(content, decodeOptions)
        .autoOrient()
        .resize(side, side, { fit: 'cover', position: 'centre' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch (error) {
      throw isPixelLimitError(error) ? tooManyPixels() : unreadable();
    }
  });
}
