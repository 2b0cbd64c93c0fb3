import { like } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { agentAdminConfigs } from '../../db/schema-people.js';

/** The company domain of generated e-mails (the demo agents' addresses use it too). */
export const COMPANY_DOMAIN = 'bqrealty.example';

function mailLocal(name: string): string {
  const local = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '.');
  return local === '' ? 'agent' : local.slice(0, 60);
}

/** first.last@domain, then first.last2@… when taken. */
export async function companyEmailFor(tx: Tx, name: string): Promise<string> {
  const local = mailLocal(name);
  const taken = new Set(
    (
      await tx
        .select({ e: agentAdminConfigs.companyEmail })
        .from(agentAdminConfigs)
        .where(like(agentAdminConfigs.companyEmail, `${local}%@${COMPANY_DOMAIN}`))
    ).map((r) => r.e),
  );
  for (let n = 1; ; n++) {
    const candidate = `${local}${n === 1 ? '' : n}@${COMPANY_DOMAIN}`;
    if (!taken.has(candidate)) return candidate;
  }
}
