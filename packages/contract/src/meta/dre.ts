import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/** Unmatched DRE records are matched on user management's dreun-list page. */
const dreAdmin = { modules: [MODULE_IDS['userroles/usermgt']] } as const;

/** The DRE CSV upload: the public licence list is a few MB for a whole state. */
export const DRE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const dreMeta = {
  getList: meta(
    'bq/dre/getList',
    dreAdmin,
    'DRE licence records, by default the unmatched ones (dreun-list), paged.',
    'json',
  ),
  match: meta(
    'bq/dre/match',
    dreAdmin,
    'Match an unmatched DRE record to an agent by hand: sets the agent licence number (and status).',
  ),
  delete: meta('bq/dre/delete', dreAdmin, 'Delete an unmatched DRE record (409 once matched).'),
  dreVerify: meta(
    'bq/dre/dreVerify',
    dreAdmin,
    'Look a licence id up in the DRE records (optionally checking the name).',
    'query',
    'GET',
  ),
  import: {
    ...meta(
      'bq/dre/import',
      dreAdmin,
      'Upload the public DRE licence list (CSV: licence id, name, type, status, expiry; header row), multipart field `file`. Records whose licence id and name agree with an agent are matched; the rest stay for dreun-list.',
      'multipart',
    ),
    file: { field: 'file', maxBytes: DRE_IMPORT_MAX_BYTES },
  },
} as const;
