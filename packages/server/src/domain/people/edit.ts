import { OFFICE_CONTROLLED_FIELDS } from '@bq/contract';
import type { Tx } from '../../db/index.js';
import { fieldRefused } from '../../envelope.js';
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
import { splitW9, storeTin } from './tin.js';
import type { TinKeyring } from './tin-crypto.js';

const OFFICE = new Set<string>(OFFICE_CONTROLLED_FIELDS);

/**
 * A save of an agent's personal info. A user manager's change of someone else's record is
 * written at once (office-controlled fields into the admin history); one's own office-controlled
 * fields wait as a staged change for a user manager, whoever one is. The status is derived again.
 */
export async function editPersonal(
  tx: Tx,
  act: SignedAct,
  { agent, input, tinKeys }: { agent: AgentRow; input: EditInput; tinKeys: TinKeyring },
) {
  const now = act.now;
  const loaded = await loadPersonal(tx, agent.id);
  if (!loaded) throw new Error('agent vanished');
  const current = loaded.personal;
  const self = agent.userId === act.actor;
  // A staged change is kept as readable JSON until a manager decides, so a full TIN is never
  // staged: the office enters it from the person's signed W-9.
  if (self && input.w9?.tin !== undefined) {
    throw fieldRefused('w9.tin', 'is entered by a user manager from your signed W-9');
  }
  let sealed: string | null | undefined;
  if (input.w9 !== undefined && !self) {
    const split = splitW9(tinKeys, input.w9, current.w9);
    input = { ...input, w9: split.w9 };
    sealed = split.sealed;
  }
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
  await storeTin(tx, agent.id, sealed);
  if (!self) {
    const changes = Object.entries(atOnce)
      .filter(([field]) => OFFICE.has(field))
      .map(([field, after]) => ({ field, before: current[field as keyof Personal], after }));
    // The history says a TIN was entered or dropped, never which.
    if (sealed !== undefined) {
      changes.push({
        field: 'w9.tin',
        before: null,
        after: sealed === null ? 'dropped' : 'entered',
      });
    }
    await record(tx, agent.id, changes, { userId: act.actor, at: now, source: 'office' });
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
