import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';

const today = '11/21/2026';

function field() {
  return screen.getByRole('textbox', { name: 'Closing date' });
}

describe('DateInput', () => {
  it.each([['2/3/2027'], ['02/03/2027'], ['2027-02-03'], ['02032027']])(
    'reads %j as February 3, 2027 and writes it as MM/DD/YYYY when left',
    async (typed) => {
      const onValueChange = vi.fn();
      render(<DateInput aria-label="Closing date" today={today} onValueChange={onValueChange} />);
      await userEvent.type(field(), typed);
      expect(field()).toHaveValue(typed);
      expect(onValueChange).toHaveBeenLastCalledWith('02/03/2027');
      await userEvent.tab();
      expect(field()).toHaveValue('02/03/2027');
      expect(field()).toBeValid();
    },
  );

  it('keeps only digits and separators while typing and reports no date until there is one', async () => {
    const onValueChange = vi.fn();
    render(<DateInput aria-label="Closing date" today={today} onValueChange={onValueChange} />);
    await userEvent.type(field(), '12/25x');
    expect(field()).toHaveValue('12/25');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.type(field(), '/2026');
    expect(onValueChange).toHaveBeenLastCalledWith('12/25/2026');
    await userEvent.type(field(), '{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('keeps an impossible date as typed and says why under the field once it is left', async () => {
    const onValueChange = vi.fn();
    const onValidityChange = vi.fn();
    render(
      <DateInput
        aria-label="Closing date"
        today={today}
        onValueChange={onValueChange}
        onValidityChange={onValidityChange}
      />,
    );
    await userEvent.type(field(), '02/30/2026');
    expect(screen.queryByText(/Not a date/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(field()).toHaveValue('02/30/2026');
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription('Not a date: February has no 30th.');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(onValidityChange).toHaveBeenLastCalledWith('Not a date: February has no 30th.');
    await userEvent.clear(field());
    expect(onValidityChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(/Not a date/)).not.toBeInTheDocument();
  });

  it('leaves the reason to the form when showError is false', async () => {
    render(<DateInput aria-label="Closing date" today={today} showError={false} />);
    await userEvent.type(field(), '13/01/2026');
    await userEvent.tab();
    expect(field()).toBeInvalid();
    expect(screen.queryByText(/Not a date/)).not.toBeInTheDocument();
  });

  it('shows a value given in another form as MM/DD/YYYY', () => {
    render(<DateInput aria-label="Closing date" today={today} value="2026-03-05" />);
    expect(field()).toHaveValue('03/05/2026');
  });

  it('shows a timestamp with a zone by its business date', () => {
    render(<DateInput aria-label="Closing date" today={today} value="2026-03-05T07:30:00Z" />);
    expect(field()).toHaveValue('03/04/2026');
  });

  it('treats a few bare digits as typing, not as a timestamp', () => {
    render(<DateInput aria-label="Closing date" today={today} defaultValue="1225" />);
    expect(field()).toHaveValue('1225');
  });

  it('picks a day in the calendar, weeks starting on Sunday', async () => {
    const onValueChange = vi.fn();
    render(<DateInput aria-label="Closing date" today={today} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(screen.getByRole('table', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Su');
    const todayButton = screen.getByRole('button', { name: 'Saturday, November 21, 2026' });
    expect(todayButton).toHaveAttribute('aria-current', 'date');
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, November 3, 2026' }));
    expect(onValueChange).toHaveBeenLastCalledWith('11/03/2026');
    expect(field()).toHaveValue('11/03/2026');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('changes month with the buttons', async () => {
    render(<DateInput aria-label="Closing date" today={today} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('moves through days with the keyboard and picks with Enter', async () => {
    const onValueChange = vi.fn();
    render(
      <DateInput
        aria-label="Closing date"
        today={today}
        defaultValue="11/30/2026"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    screen.getByRole('button', { name: 'Monday, November 30, 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuesday, December 1, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('12/08/2026');
  });

  it('moves by month with PageUp, a day the month lacks becoming its last, and Home/End by week', async () => {
    const onValueChange = vi.fn();
    render(
      <DateInput
        aria-label="Closing date"
        today={today}
        defaultValue="03/31/2026"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    screen.getByRole('button', { name: 'Tuesday, March 31, 2026' }).focus();
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('button', { name: 'Saturday, February 28, 2026' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Sunday, February 22, 2026' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('02/28/2026');
  });

  it('closes the calendar on Escape', async () => {
    render(<DateInput aria-label="Closing date" today={today} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
