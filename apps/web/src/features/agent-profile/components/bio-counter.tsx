import { VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BIO_MAX_LENGTH, formatCount } from '@brillo/domain/contracts/agent-profile';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';

const texts = agentProfileTexts.bio;

/** From this many characters left, a screen reader is told how many remain. */
const WARN_FROM = 100;
/** The announcement waits for a pause in the typing, so it is not read on every keystroke. */
export const ANNOUNCE_DELAY_MS = 800;

/** The visible counter: '{n} de 1.000 caracteres'. */
export function counterText(length: number): string {
  return texts.counter(formatCount(length), formatCount(BIO_MAX_LENGTH));
}

/** What a screen reader hears once the typing pauses: nothing while there is room to spare. */
export function announcementFor(length: number): string {
  const left = BIO_MAX_LENGTH - length;
  if (left < 0) return texts.over(formatCount(-left));
  if (left <= WARN_FROM) return texts.remaining(formatCount(left));
  return '';
}

/**
 * The polite live region beside the biography's counter: it speaks only near or past the limit,
 * after a pause in the typing, never on every keystroke. The visible counter is the field's
 * description, which a screen reader reads with the field.
 */
export function BioCounterAnnouncer({ length }: { length: number }) {
  const [announced] = useDebouncedValue(announcementFor(length), ANNOUNCE_DELAY_MS);
  return <VisuallyHidden role="status">{announced}</VisuallyHidden>;
}
