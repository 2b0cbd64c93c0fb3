import { DEFAULT_GUEST_TOKEN } from '@bq/contract/meta/public';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/';
export const GUEST_TOKEN: string = import.meta.env.VITE_GUEST_TOKEN ?? DEFAULT_GUEST_TOKEN;
