import { createContext, type ReactNode, useContext } from 'react';

/**
 * The form kit's refusals (the contract's `fieldMessages`, which the server answers too) in
 * Chinese, for the pages that follow the breadcrumb's language toggle. Each
 * phrase is matched whole; a message the table does not know (a server's own sentence) stays as
 * written rather than be half translated.
 */
const IN_CHINESE: readonly (readonly [RegExp, string])[] = [
  [/^is required$/, '必填'],
  [/^must be text$/, '须为文字'],
  [/^must be a number$/, '须为数字'],
  [/^must be a whole number$/, '须为整数'],
  [/^must be 0 or more$/, '须不小于 0'],
  [/^must be true or false$/, '须为是或否'],
  [/^must be an e-mail address$/, '须为电子邮箱地址'],
  [/^must be a ZIP code \(12345 or 12345-6789\)$/, '须为邮政编码（12345 或 12345-6789）'],
  [/^must be a list$/, '须为列表'],
  [/^must be a group of fields$/, '须为一组字段'],
  [/^is not valid$/, '无效'],
  [/^must not contain control characters$/, '不能包含控制字符'],
  [
    /^must be one line, without line breaks or control characters$/,
    '须为单行，不能换行或含控制字符',
  ],
  [/^too large$/, '数值过大'],
  [/^must not be negative$/, '不能为负数'],
  [/^at most (\d+) characters?$/, '最多 $1 个字符'],
  [/^at least (\d+) characters?$/, '至少 $1 个字符'],
  [/^must be at most (\S+)$/, '不能大于 $1'],
  [/^must be at least (\S+)$/, '不能小于 $1'],
  [/^at most (\d+) decimals?$/, '最多 $1 位小数'],
  [/^at most (\d+) (?:entry|entries)$/, '最多 $1 项'],
  [/^must be (\d+) digits$/, '须为 $1 位数字'],
  [/^must be (\S+) or (\S+)$/, '须为 $1 或 $2'],
  [/^must be one of (.+)$/, '须为以下之一：$1'],
];

/** `message` in Chinese when it is one of the kit's phrases, else null. */
export function fieldMessageInChinese(message: string): string | null {
  const phrase = message.trim();
  for (const [pattern, words] of IN_CHINESE) {
    // Matched as written or sentence-cased ("Is required"), as forms show them.
    const lowered = phrase.charAt(0).toLowerCase() + phrase.slice(1);
    for (const text of [phrase, lowered]) {
      if (pattern.test(text)) return text.replace(pattern, words);
    }
  }
  return null;
}

/** Which language the fields below show the kit's refusals in: 'en' as written, or 'zh'. */
const FieldMessageLanguage = createContext<'en' | 'zh'>('en');

export function FieldMessagesIn({
  language,
  children,
}: {
  language: 'en' | 'zh';
  children: ReactNode;
}) {
  return <FieldMessageLanguage.Provider value={language}>{children}</FieldMessageLanguage.Provider>;
}

/** A field's refusal as the surrounding `FieldMessagesIn` wants it shown. */
export function useShownFieldMessage(): (message: string) => string {
  const language = useContext(FieldMessageLanguage);
  return (message) =>
    (language === 'zh' ? fieldMessageInChinese(message) : null) ??
    message.charAt(0).toUpperCase() + message.slice(1);
}
