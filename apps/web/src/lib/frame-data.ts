import { FRAME_DATA_ID, type FrameData } from '@brillo/domain/frame-data';

/** The block's content once read (null: the page came without one, or it could not be read). */
let read: FrameData | null | undefined;
let bioTaken = false;

/**
 * What the page's HTML was filled with for `email`'s account (a filled frame, ADR-087), read
 * from its JSON block the first time it is asked for; the block is then removed. Nothing for
 * another account: one signed in later on this page reads the API.
 */
function frameDataOf(email: string): FrameData | undefined {
  if (read === undefined) {
    const block = document.getElementById(FRAME_DATA_ID);
    block?.remove();
    try {
      read = block ? (JSON.parse(block.textContent ?? '') as FrameData) : null;
    } catch {
      read = null;
    }
  }
  return read?.email === email ? read : undefined;
}

/** The join date the frame showed, as people read it; it never changes. */
export function frameJoinedOn(email: string): string | undefined {
  const joinedOn = frameDataOf(email)?.joinedOn;
  return typeof joinedOn === 'string' ? joinedOn : undefined;
}

/**
 * The biography the frame showed, as `GET /api/agents/bio` answers it: taken once, for the
 * first read of the page, so a later one (after a change, or a sign-out) reads the API.
 */
export function takeFrameBio(email: string): { bio: string } | undefined {
  const bio = frameDataOf(email)?.bio;
  if (bioTaken || typeof bio !== 'string') return undefined;
  bioTaken = true;
  return { bio };
}

/** Forgets what was read: for tests, which build several pages in one document. */
export function forgetFrameData(): void {
  read = undefined;
  bioTaken = false;
}
