import { meta } from './define.js';

export const applicationMeta = {
  getNum: meta(
    'bq/application/getNum',
    'user',
    'Header badges: pendingApprovalNum (to decide, examine role only) and approveNum (own, pending).',
  ),
} as const;

export const statisticalMeta = {
  getTodoList: meta(
    'bq/statistical/getTodoList',
    'user',
    'Dashboard to-do items of the signed-in user with counts.',
  ),
} as const;
