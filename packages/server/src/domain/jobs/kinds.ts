/**
 * Every kind of job on the durable queue, in one list: the metrics report each by name (zero when
 * none waits), and the areas register their handlers under these names.
 */
export const JOB_KINDS = {
  /** A DRE licence list upload (payload `{ importId }`, the `dre_import_jobs` row). */
  dreImport: 'dre.import',
  /** A background agent export (payload `{ exportId }`, the `export_jobs` row). */
  agentExport: 'people.export',
  /** The hourly licence lifecycle sweep (no payload; one per hour for the cluster). */
  licenceSweep: 'people.licence-sweep',
} as const;

export const ALL_JOB_KINDS: readonly string[] = Object.values(JOB_KINDS);
