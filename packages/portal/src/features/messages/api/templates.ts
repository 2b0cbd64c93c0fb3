import { calls } from '../../../shared/http/calls';

export type Channel = 'email' | 'station';

/** Each channel's calls: the two families of spec §7, and the versions calls both share. */
export const TEMPLATE_CALLS = {
  email: { list: calls.messageEmail.getTemplateList, update: calls.messageEmail.updateTemplate },
  station: {
    list: calls.messageStation.getTemplateList,
    update: calls.messageStation.updateTemplate,
  },
} as const;
