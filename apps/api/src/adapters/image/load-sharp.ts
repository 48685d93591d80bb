import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loaded: Promise<Sharp> | undefined;

/**
 * sharp (libvips), imported on first use: it adds about 25 MB of memory and 50 ms of start-up
 * that a process which never touches an image should not pay. Configured once: one libvips
 * thread per image and no operation cache, since the images are small and the server's cores
 * belong to the requests.
 */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
