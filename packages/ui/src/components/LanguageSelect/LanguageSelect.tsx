import { forwardRef } from 'react';
import { Select, type SelectProps } from '../Select/Select';

/** Spec §9: 1 Chinese (the default), 2 English. */
export const LANGUAGES = [1, 2] as const;
export type Language = (typeof LANGUAGES)[number];

export type LanguageSelectProps = Omit<
  SelectProps,
  'options' | 'value' | 'defaultValue' | 'onValueChange' | 'placeholder'
> & {
  value?: Language;
  defaultValue?: Language;
  onValueChange?: (language: Language) => void;
  chineseLabel?: string;
  englishLabel?: string;
};

/** Radix Select of the two content languages, reporting 1 (Chinese) or 2 (English). */
export const LanguageSelect = forwardRef<HTMLButtonElement, LanguageSelectProps>(
  function LanguageSelect(
    {
      value,
      defaultValue = 1,
      onValueChange,
      chineseLabel = '中文',
      englishLabel = 'English',
      'aria-label': ariaLabel = 'Language',
      ...props
    },
    ref,
  ) {
    return (
      <Select
        ref={ref}
        aria-label={props['aria-labelledby'] ? undefined : ariaLabel}
        {...props}
        options={[
          { value: '1', label: chineseLabel },
          { value: '2', label: englishLabel },
        ]}
        value={value == null ? undefined : String(value)}
        defaultValue={String(defaultValue)}
        onValueChange={(next) => onValueChange?.(Number(next) as Language)}
      />
    );
  },
);
LanguageSelect.displayName = 'LanguageSelect';
