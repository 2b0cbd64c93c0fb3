import { Button, Inline } from '@bq/ui';
import type { Language } from '../../../shared/layout/store';

const OPTIONS = [
  [1, '中文'],
  [2, 'English'],
] as const;

/**
 * The hall's language switcher (spec §2, 1 Chinese / 2 English): two pressed-state buttons, not
 * a dropdown, so the public first load carries no popover code.
 */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  return (
    <Inline gap="xs" role="group" aria-label="Language / 语言">
      {OPTIONS.map(([language, label]) => (
        <Button
          key={language}
          size="sm"
          variant={value === language ? 'primary' : 'secondary'}
          aria-pressed={value === language}
          onClick={() => onChange(language)}
        >
          {label}
        </Button>
      ))}
    </Inline>
  );
}
