import { Inline } from '@bq/ui';
import { Link } from 'react-router';
import { setLanguage } from '../../../shared/layout/store';
import { paths } from '../../../shared/routes/paths';
import { HallAccount } from './HallAccount';
import { LanguageSwitch } from './LanguageSwitch';
import { useLanguage } from './language';
import { say } from './texts';

/** The public pages' top line: back to the hall, the way into an account, the language switcher. */
export function HallTopBar() {
  const language = useLanguage();
  return (
    <Inline align="between">
      <Link to={paths.touristHall({})}>← {say(language, 'back')}</Link>
      <Inline space="md">
        <HallAccount language={language} />
        <LanguageSwitch value={language} onChange={setLanguage} />
      </Inline>
    </Inline>
  );
}
