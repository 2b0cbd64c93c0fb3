import { Inline } from '@bq/ui';
import { Link } from 'react-router';
import { setLanguage } from '../../../shared/layout/store';
import { paths } from '../../../shared/routes/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { useLanguage } from './language';
import { say } from './texts';

/** The public pages' top line: back to the hall, and the language switcher. */
export function HallTopBar() {
  const language = useLanguage();
  return (
    <Inline align="between">
      <Link to={paths.touristHall({})}>← {say(language, 'back')}</Link>
      <LanguageSwitch value={language} onChange={setLanguage} />
    </Inline>
  );
}
