import { OFFICE_CONTROLLED_FIELDS } from '@bq/contract';
import type { Tx } from '../../db/index.js';
import type { SignedAct } from '../shared/act.js';
import type { AgentRow } from './access.js';
import { record } from './history.js';
import { refreshStatus } from './license.js';
import {
  type EditInput,
  loadPersonal,
  PERSONAL_FIELDS,
  type Personal,
  same,
  writePersonal,
} from './personal.js';
import { stage } from './stash.js';

const OFFICE = new Set<string>(OFFICE_CONTROLLED_FIELDS);

/**
 * A save of an agent's personal info. A user manager's change of someone else's record is
 * written at once (office-controlled fields into the admin history); one's own office-controlled
 * fields wait as a staged change for a user manager, whoever one is. The status is derived again.
 */
export async function editPersonal(
  tx: Tx,
  act: SignedAct,
  { agent, input }: { agent: AgentRow; input: EditInput },
) {
  const now = act.now;
  const loaded = await loadPersonal(tx, agent.id);
  if (!loaded) throw new Error('agent vanished');
  const current = loaded.personal;
  const self = agent.userId === act.actor;
  const atOnce: Partial<Personal> = {};
  const later: Partial<Personal> = {};
  for (const field of PERSONAL_FIELDS) {
    const value = (input as EditInput)[field];
    if (value === undefined) continue;
    // One's own office-controlled fields wait for a user manager, whoever one is.
    if (self && OFFICE.has(field)) Object.assign(later, { [field]: value });
    else if (!same(current[field], value)) Object.assign(atOnce, { [field]: value });
  }
  await writePersonal(tx, agent.id, atOnce, now);
  if (!self) {
    await record(
      tx,
      agent.id,
      Object.entries(atOnce)
        .filter(([field]) => OFFICE.has(field))
        .map(([field, after]) => ({
          field,
          before: current[field as keyof Personal],
          after,
        })),
      { userId: act.actor, at: now, source: 'office' },
    );
  }
  const stashId = self
    ? await stage(tx, agent.id, current, later, { userId: act.actor, at: now })
    : null;
  const agentStatus = await refreshStatus(tx, act, agent.id);
  const staged = Object.keys(later).filter(
    (f) => stashId !== null && !same(current[f as keyof Personal], later[f as keyof Personal]),
  );
  return { agentId: agent.id, agentStatus, applied: Object.keys(atOnce), staged, stashId };
}
