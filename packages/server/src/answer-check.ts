import type { CallDef } from '@bq/contract';

/**
 * Tests and end-to-end servers (CHECK_ANSWERS, on with NODE_ENV=test) hold every answer to its
 * call's response schema as the client receives it (JSON): a wrong type, a missing field, or a key
 * the schema does not name (a leaked column, which zod would silently strip) fails the call with
 * the paths named, so the test that made the call fails instead of shipping the leak.
 */
export function answerProblems(call: CallDef, answer: unknown): string[] {
  const sent: unknown = answer === undefined ? null : JSON.parse(JSON.stringify(answer));
  const parsed = call.response.safeParse(sent);
  if (!parsed.success) {
    return parsed.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`);
  }
  return unnamedKeys(sent, parsed.data).map((path) => `${path}: not in the response schema`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Paths present in what was sent but dropped by the schema's parse. */
function unnamedKeys(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, i) => unnamedKeys(item, kept[i], `${path}[${i}]`));
  }
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (!(key in kept)) return [at];
    return unnamedKeys(value, kept[key], at);
  });
}
