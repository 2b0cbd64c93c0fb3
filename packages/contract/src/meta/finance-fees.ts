import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Agent fees: the recurring monthly fees finance sets per agent (desk, E&O, technology, other),
 * billed per business month into the ledger and settled on the agent's pay statement. They are
 * part of the agent's pay, so they ride on the staff payroll page's module, which finance and the
 * administrators hold (deny by default for everyone else).
 */
const wages = { modules: [MODULE_IDS['financial/staffwages']] } as const;

export const AGENT_FEE_KINDS = ['desk', 'eo', 'technology', 'other'] as const;
export type AgentFeeKind = (typeof AGENT_FEE_KINDS)[number];

/** How a fee of a named kind reads on a statement; `other` takes the label finance types. */
export const AGENT_FEE_LABELS: Readonly<Record<Exclude<AgentFeeKind, 'other'>, string>> = {
  desk: 'Desk fee',
  eo: 'E&O insurance',
  technology: 'Technology fee',
};

export const agentFeeMeta = {
  list: meta('bq/agentFee/list', wages, 'json'),
  save: meta('bq/agentFee/save', wages, 'json'),
  bill: meta('bq/agentFee/bill', wages, 'json'),
  negativeBalances: meta('bq/agentFee/negativeBalances', wages, 'json'),
} as const;
