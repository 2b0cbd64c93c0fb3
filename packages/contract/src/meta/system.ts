import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * The blacklist: the spec's three `bq/blackList` calls, made from the page
 * `/system/blacklist`. Entries are e-mail addresses, whole domains and IP networks; what they
 * refuse is in docs/decisions/system.md, "The blacklist".
 */
const blacklist = MODULE_IDS['system/blacklist'];

export const BLACKLIST_KINDS = ['email', 'domain', 'ip'] as const;
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];

export const blackListMeta = {
  getBlackList: meta('bq/blackList/getBlackList', { modules: [blacklist] }),
  add: meta('bq/blackList/add', { modules: [blacklist] }),
  remove: meta('bq/blackList/remove', { modules: [blacklist] }),
} as const;

/**
 * What a blacklisted address or network is told, whatever it tried: neutral, it names no list
 * and no reason (the reason is the office's note, not the visitor's to read).
 */
export const BLACKLIST_REFUSAL = 'This request cannot be completed. Please contact the office.';
