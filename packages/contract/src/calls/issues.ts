import type { z } from 'zod';
import { fieldMessages as msg } from '../meta/field-messages.js';

const TYPE_WORDS: Readonly<Record<string, () => string>> = {
  string: msg.text,
  number: msg.number,
  int: msg.wholeNumber,
  bigint: msg.wholeNumber,
  boolean: msg.bool,
  array: msg.list,
  object: msg.group,
};

/**
 * Plain words for the issues no builder named (zod's own are "Invalid input: expected string,
 * received number"). Pass it per parse — `schema.safeParse(input, { error: issueMessage })` — so
 * a message set on a schema or a check still wins; the server does so for every call.
 */
export const issueMessage: z.core.$ZodErrorMap = (iss) => {
  const absent = ['invalid_type', 'invalid_union', 'invalid_value'].includes(iss.code ?? '');
  if (iss.input === undefined && absent) {
    return msg.required();
  }
  switch (iss.code) {
    case 'invalid_type':
      return (TYPE_WORDS[iss.expected] ?? msg.invalid)();
    case 'too_big': {
      const max = Number(iss.maximum);
      if (iss.origin === 'string') return msg.tooLong(max);
      if (iss.origin === 'array' || iss.origin === 'set') return msg.tooMany(max);
      return max >= 2_147_483_647 ? msg.tooLarge() : msg.atMost(max);
    }
    case 'too_small': {
      const min = Number(iss.minimum);
      if (iss.origin === 'string') return msg.tooShort(min);
      if (iss.origin === 'array' || iss.origin === 'set') return msg.tooFew(min, 'entries');
      return msg.atLeast(min);
    }
    case 'invalid_format':
      return iss.format === 'email' ? msg.email() : msg.invalid();
    case 'invalid_value':
      return msg.oneOf(iss.values.map(String));
    default:
      return msg.invalid();
  }
};
