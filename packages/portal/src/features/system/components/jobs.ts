import {
  JOB_KIND_LABELS,
  JOB_STATE_LABELS,
  JOB_STATES,
  type JobState,
  LISTS,
} from '@bq/contract/meta';
import type { StatusTagTone } from '@bq/ui';
import { useSnapshot } from 'valtio';
import { layout } from '../../../shared/layout/store';
import type { ListState } from '../../../shared/list/listState';
import { defineList } from '../../../shared/list/listState';

/** The jobs page's list: `?state=&kind=&page=&size=` (the address is the state). */
export const JOBS_LIST = defineList({
  contract: LISTS.jobs.list,
  filters: ['state', 'kind'],
});

/** The jobs page's words, [English, Chinese], chosen by the portal's language (1 Chinese). */
export const JOBS_TEXTS = {
  title: ['Background jobs', '后台任务'],
  intro: [
    'Work the servers run in the background (DRE imports, agent exports), kept in the database: a job whose server stopped is taken up by another. A failed attempt is retried after a growing wait; when its attempts are used up the job is dead and waits for you here.',
    '服务器在后台运行的工作（DRE 导入、经纪人导出），保存在数据库中：某台服务器停止时，其任务由另一台接手。失败的尝试会在逐渐延长的等待后重试；重试用尽后任务即终止，在此等待处理。',
  ],
  filters: ['Job filters', '任务筛选'],
  state: ['State', '状态'],
  kind: ['Kind', '类型'],
  everyState: ['Every state', '全部状态'],
  everyKind: ['Every kind', '全部类型'],
  jobs: ['Jobs', '任务'],
  job: ['Job', '任务'],
  attempts: ['Attempts', '尝试次数'],
  lastError: ['Last error', '最近错误'],
  when: ['Queued / ended', '排队 / 结束'],
  none: ['No job matches.', '没有符合条件的任务。'],
  details: ['Details', '详情'],
  retry: ['Retry', '重试'],
  retried: ['The job is queued again.', '任务已重新排队。'],
  attemptLog: ['Attempts', '尝试记录'],
  noAttempt: ['No attempt yet.', '尚无尝试。'],
  by: ['Run by', '执行者'],
  started: ['Started', '开始'],
  ended: ['Ended', '结束'],
  outcome: ['Outcome', '结果'],
  running: ['Running', '运行中'],
  succeeded: ['Succeeded', '成功'],
  failed: ['Failed', '失败'],
  notBefore: ['Not before', '最早运行'],
  close: ['Close', '关闭'],
} as const;
export type JobsText = keyof typeof JOBS_TEXTS;

export function useJobsText(): { t: (key: JobsText) => string; english: boolean } {
  const { language } = useSnapshot(layout);
  const english = language === 2;
  return { t: (key) => JOBS_TEXTS[key][english ? 0 : 1], english };
}

export const STATE_TONES: Record<JobState, StatusTagTone> = {
  queued: 'info',
  running: 'warning',
  succeeded: 'success',
  failed: 'danger',
  dead: 'danger',
};

export const stateLabel = (state: JobState, english: boolean) =>
  JOB_STATE_LABELS[state][english ? 'en' : 'zh'];
export const kindLabel = (kind: string, english: boolean) =>
  JOB_KIND_LABELS[kind]?.[english ? 'en' : 'zh'] ?? kind;

export const stateOptions = (english: boolean) => [
  { value: 'all', label: JOBS_TEXTS.everyState[english ? 0 : 1] },
  ...JOB_STATES.map((s) => ({ value: s, label: stateLabel(s, english) })),
];
export const kindOptions = (english: boolean) => [
  { value: 'all', label: JOBS_TEXTS.everyKind[english ? 0 : 1] },
  ...Object.keys(JOB_KIND_LABELS).map((k) => ({ value: k, label: kindLabel(k, english) })),
];

const isState = (value: string): value is JobState =>
  (JOB_STATES as readonly string[]).includes(value);

/** The list call's request for a list state: only the filters that name something. */
export function jobsRequest(state: ListState<never, 'state' | 'kind'>) {
  const { state: s, kind } = state.filters;
  return {
    ...(isState(s) ? { state: s } : {}),
    ...(kind && kind in JOB_KIND_LABELS ? { kind } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}

/** A failed or dead job may be sent back to the queue. */
export const mayRetry = (state: JobState) => state === 'failed' || state === 'dead';
