import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * The durable job queue (docs/operations.md "Background jobs"): administrators read every job,
 * its attempts and its last error, and send a failed or dead one back to the queue.
 */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, { en: string; zh: string }> = {
  queued: { en: 'Queued', zh: '排队中' },
  running: { en: 'Running', zh: '运行中' },
  succeeded: { en: 'Succeeded', zh: '已完成' },
  failed: { en: 'Failed', zh: '失败' },
  dead: { en: 'Dead (attempts used up)', zh: '已终止（重试用尽）' },
};

/** The kinds of job the server runs, by name in both languages (an unknown kind shows its name). */
export const JOB_KIND_LABELS: Readonly<Record<string, { en: string; zh: string }>> = {
  'dre.import': { en: 'DRE licence import', zh: 'DRE 执照导入' },
  'people.export': { en: 'Agent export', zh: '经纪人导出' },
  'people.licence-sweep': { en: 'Licence sweep (hourly)', zh: '执照状态巡检（每小时）' },
};

/** A job row carries at most this many of its attempts (the newest). */
export const JOB_ATTEMPTS_SHOWN = 20;

export const jobsMeta = {
  list: meta('bq/jobs/list', { modules: [MODULE_IDS['system/jobs']] }, 'json'),
  retry: meta('bq/jobs/retry', { modules: [MODULE_IDS['system/jobs']] }, 'json'),
} as const;
