import { meta } from './define.js';

export const applicationMeta = {
  getNum: meta('bq/application/getNum', 'user'),
} as const;

export const statisticalMeta = {
  getTodoList: meta('bq/statistical/getTodoList', 'user'),
} as const;
