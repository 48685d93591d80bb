import { z } from 'zod';
import { schemaMessagesTexts as texts } from './texts/schema-messages.es-CL.ts';

/** What arrived, in the words of `texts.types`. */
function receivedKind(input: unknown): string {
  if (input === null) return texts.types.null;
  if (Array.isArray(input)) return texts.types.array;
  switch (typeof input) {
    case 'string':
      return texts.types.string;
    case 'number':
      return texts.types.number;
    case 'boolean':
      return texts.types.boolean;
    case 'object':
      return texts.types.object;
    default:
      return texts.types.other;
  }
}

function expectedKind(expected: string): string {
  return expected in texts.types
    ? texts.types[expected as keyof typeof texts.types]
    : texts.types.other;
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/**
 * The message of every check a schema leaves to zod (its own messages come first): what is wrong
 * with the field, in plain Spanish. The field itself is named by the issue's path, which the API
 * answers as the key of `error.fields`.
 */
export function plainSpanishMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? texts.missing
        : texts.wrongType(expectedKind(issue.expected), receivedKind(issue.input));
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? texts.empty : texts.tooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return texts.tooFewItems(min);
      return issue.inclusive === false
        ? texts.above(String(issue.minimum))
        : texts.atLeast(String(issue.minimum));
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return texts.tooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return texts.tooManyItems(max);
      return issue.inclusive === false
        ? texts.below(String(issue.maximum))
        : texts.atMost(String(issue.maximum));
    }
    case 'invalid_format': {
      const format = issue.format === 'guid' ? 'uuid' : issue.format;
      return format in texts.formats
        ? texts.formats[format as keyof typeof texts.formats]
        : texts.formats.other;
    }
    case 'not_multiple_of':
      return texts.multipleOf(String(issue.divisor));
    case 'invalid_value':
      return issue.values.length === 1
        ? texts.exactly(shown(issue.values[0]))
        : texts.oneOf(issue.values.map(shown).join(', '));
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? texts.unknownField
        : texts.unknownFields(issue.keys.map((key) => `"${key}"`).join(', '));
    default:
      return texts.invalid;
  }
}

/**
 * Makes zod's own messages plain Spanish for any check without a message of its own. Both apps
 * call it once at start-up; the contracts in this package carry their own texts anyway.
 */
export function useSpanishValidationMessages(): void {
  z.config({ localeError: plainSpanishMessage });
}
