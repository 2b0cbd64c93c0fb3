import { fieldMessages as msg } from '@bq/contract/meta';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FieldMessagesIn,
  fieldMessageInChinese,
  useShownFieldMessage,
} from './fieldMessageLanguage';

// Every phrase the contract's rules (and so the server and the form kit) can give, with the
// numbers a limit would carry.
const PHRASES = [
  msg.required(),
  msg.text(),
  msg.number(),
  msg.wholeNumber(),
  msg.bool(),
  msg.email(),
  msg.zip(),
  msg.list(),
  msg.group(),
  msg.invalid(),
  msg.noControl(),
  msg.oneLine(),
  msg.tooLarge(),
  msg.notNegative(),
  msg.tooLong(1),
  msg.tooLong(200),
  msg.tooShort(8),
  msg.atMost(100),
  msg.atMostAmount('$100,000.00'),
  msg.atLeast(1),
  msg.decimals(1),
  msg.decimals(2),
  msg.tooMany(1),
  msg.tooMany(5),
  msg.digits(5),
  msg.oneOf([1, 2]),
  msg.oneOf(['online', 'in-person', 'hybrid']),
];

function Shown({ message }: { message: string }) {
  return <p>{useShownFieldMessage()(message)}</p>;
}

describe('the form kit’s refusals in Chinese', () => {
  it('has Chinese words for every phrase of the contract, keeping its numbers', () => {
    for (const phrase of PHRASES) {
      const chinese = fieldMessageInChinese(phrase);
      expect(chinese, phrase).toMatch(/[\u4e00-\u9fff]/);
      for (const number of phrase.match(/\d+/g) ?? []) expect(chinese, phrase).toContain(number);
    }
    expect(fieldMessageInChinese('at most 200 characters')).toBe('最多 200 个字符');
    expect(fieldMessageInChinese('Must not be negative')).toBe('不能为负数');
  });

  it('leaves a sentence it does not know as written', () => {
    expect(fieldMessageInChinese('This course is full')).toBeNull();
  });

  it('shows a refusal sentence-cased, or in Chinese inside FieldMessagesIn zh', () => {
    const { unmount } = render(<Shown message={msg.tooLong(30)} />);
    expect(screen.getByText('At most 30 characters')).toBeTruthy();
    unmount();
    render(
      <FieldMessagesIn language="zh">
        <Shown message={msg.tooLong(30)} />
        <Shown message="the server's own words" />
      </FieldMessagesIn>,
    );
    expect(screen.getByText('最多 30 个字符')).toBeTruthy();
    expect(screen.getByText("The server's own words")).toBeTruthy();
  });
});
