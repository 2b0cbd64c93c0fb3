import { LISTS } from '@bq/contract/meta';
import { defineList } from '../../../shared/list/listState';

export const MESSAGE_TABS = ['received', 'sent'] as const;

/** The message center's letters: received or sent in `?tab=`, the page in the address. */
export const MESSAGE_LIST = defineList({
  key: 'messages',
  contract: LISTS.messageStation.getMessageList,
  tabs: MESSAGE_TABS,
  filters: ['status'],
});
