import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/** Unmatched DRE records are matched on user management's dreun-list page. */
const dreAdmin = { modules: [MODULE_IDS['userroles/usermgt']] } as const;

/** The DRE CSV upload: the public licence list is about 19 MB for a whole state. */
export const DRE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** An import job's states: the export job's, so both pages read them alike. */
export const DRE_IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** Refused lines an import job keeps (line and reason) to show; the rest are only counted. */
export const DRE_IMPORT_SKIPPED_SHOWN = 50;

export const dreMeta = {
  getList: meta('bq/dre/getList', dreAdmin, 'json'),
  match: meta('bq/dre/match', dreAdmin),
  delete: meta('bq/dre/delete', dreAdmin),
  dreVerify: meta('bq/dre/dreVerify', dreAdmin, 'query', 'GET'),
  import: {
    ...meta('bq/dre/import', dreAdmin, 'multipart'),
    file: { field: 'file', maxBytes: DRE_IMPORT_MAX_BYTES },
  },
  importProgress: meta('bq/dre/importProgress', dreAdmin),
} as const;
