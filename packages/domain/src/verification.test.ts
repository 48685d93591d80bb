import { describe, expect, it } from 'vitest';
import {
  RejectDocumentBodySchema,
  REJECTION_NOTE_MAX_LENGTH,
  isAgentVerified,
  isReviewable,
} from './contracts/verification.ts';
import { verificationTexts } from './texts/verification.es-CL.ts';

describe('an agent is verified (PD-37)', () => {
  it('when both documents are approved', () => {
    expect(isAgentVerified({ id: 'approved', certificate: 'approved' })).toBe(true);
  });

  it('not while either one is missing, waiting or rejected', () => {
    expect(isAgentVerified({})).toBe(false);
    expect(isAgentVerified({ id: 'approved' })).toBe(false);
    expect(isAgentVerified({ id: 'approved', certificate: null })).toBe(false);
    expect(isAgentVerified({ id: 'approved', certificate: 'pending' })).toBe(false);
    expect(isAgentVerified({ id: 'rejected', certificate: 'approved' })).toBe(false);
  });
});

describe('an operator decides on a document', () => {
  it('only while it waits: a decided one needs a new upload first', () => {
    expect(isReviewable('pending')).toBe(true);
    expect(isReviewable('approved')).toBe(false);
    expect(isReviewable('rejected')).toBe(false);
  });
});

describe('a rejection', () => {
  const fieldErrors = (body: unknown) => {
    const parsed = RejectDocumentBodySchema.safeParse(body);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('takes a reason of the list and a note, trimmed', () => {
    expect(
      RejectDocumentBodySchema.parse({ reason: 'expired', note: '  Venció en 2024. ' }),
    ).toEqual({ reason: 'expired', note: 'Venció en 2024.' });
  });

  it('refuses a missing or unknown reason, in Spanish', () => {
    expect(fieldErrors({ note: 'x' }).reason).toBe(verificationTexts.errors.reasonRequired);
    expect(fieldErrors({ reason: 'feo', note: 'x' }).reason).toBe(
      verificationTexts.errors.reasonRequired,
    );
  });

  it('refuses a blank or too long note, in Spanish', () => {
    expect(fieldErrors({ reason: 'other' }).note).toBe(verificationTexts.errors.noteRequired);
    expect(fieldErrors({ reason: 'other', note: '   ' }).note).toBe(
      verificationTexts.errors.noteRequired,
    );
    expect(
      fieldErrors({ reason: 'other', note: 'x'.repeat(REJECTION_NOTE_MAX_LENGTH + 1) }).note,
    ).toBe(verificationTexts.errors.noteTooLong(REJECTION_NOTE_MAX_LENGTH));
  });

  it('refuses fields it does not know', () => {
    expect(RejectDocumentBodySchema.safeParse({ reason: 'other', note: 'x', ok: 1 }).success).toBe(
      false,
    );
  });
});
