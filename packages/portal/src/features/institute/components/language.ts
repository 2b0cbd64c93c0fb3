import { useSnapshot } from 'valtio';
import { layout } from '../../../shared/layout/store';

/** The content language the breadcrumb toggle (or the hall's switch) chose: 1 Chinese, 2 English. */
export function useLanguage() {
  return useSnapshot(layout).language;
}
