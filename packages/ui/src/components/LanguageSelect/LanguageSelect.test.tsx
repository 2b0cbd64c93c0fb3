import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from './LanguageSelect';

describe('LanguageSelect', () => {
  it('starts on Chinese and reports 2 when English is chosen', async () => {
    const onValueChange = vi.fn();
    render(<LanguageSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveTextContent('中文');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    expect(onValueChange).toHaveBeenCalledWith(2);
    expect(trigger).toHaveTextContent('English');
  });

  it('takes its labels by props', async () => {
    render(
      <LanguageSelect value={2} chineseLabel="Chinese" englishLabel="英文" aria-label="语言" />,
    );
    const trigger = screen.getByRole('combobox', { name: '语言' });
    expect(trigger).toHaveTextContent('英文');
    await userEvent.click(trigger);
    expect(await screen.findByRole('option', { name: 'Chinese' })).toBeInTheDocument();
  });
});
