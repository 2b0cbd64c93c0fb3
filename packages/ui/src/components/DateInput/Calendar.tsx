import dayjs, { type Dayjs } from 'dayjs';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './DateInput.css';

export type CalendarTexts = {
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** Seven short weekday names, Sunday first. */
  weekdayLabels: readonly string[];
  /** The month heading, e.g. 'November 2026'. */
  formatMonth: (month: Date) => string;
  /** What a screen reader says for a day, e.g. 'Saturday, November 21, 2026'. */
  formatDay: (day: Date) => string;
};

type CalendarProps = CalendarTexts & {
  selected: Dayjs | null;
  today: Dayjs;
  onSelect: (day: Dayjs) => void;
};

/** Keys a date grid answers, as in the WAI-ARIA date picker dialog pattern. */
function moveFor(event: KeyboardEvent, from: Dayjs): Dayjs | null {
  switch (event.key) {
    case 'ArrowLeft':
      return from.subtract(1, 'day');
    case 'ArrowRight':
      return from.add(1, 'day');
    case 'ArrowUp':
      return from.subtract(1, 'week');
    case 'ArrowDown':
      return from.add(1, 'week');
    case 'PageUp':
      return from.subtract(1, event.shiftKey ? 'year' : 'month');
    case 'PageDown':
      return from.add(1, event.shiftKey ? 'year' : 'month');
    case 'Home':
      return from.startOf('week');
    case 'End':
      return from.endOf('week').startOf('day');
    default:
      return null;
  }
}

/** Six weeks from the Sunday on or before the 1st, so the grid never changes height. */
function weeksOf(month: Dayjs): Dayjs[][] {
  const first = month.startOf('month');
  const start = first.subtract(first.day(), 'day');
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => start.add(week * 7 + weekday, 'day')),
  );
}

export function Calendar({
  selected,
  today,
  onSelect,
  previousMonthLabel,
  nextMonthLabel,
  weekdayLabels,
  formatMonth,
  formatDay,
}: CalendarProps) {
  const [focused, setFocused] = useState<Dayjs>(() => (selected ?? today).startOf('day'));
  const [month, setMonth] = useState<Dayjs>(() => focused.startOf('month'));
  const gridRef = useRef<HTMLTableElement>(null);
  const [keyboardMoved, setKeyboardMoved] = useState(false);

  useEffect(() => {
    if (!keyboardMoved) return;
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-date="${focused.format('YYYY-MM-DD')}"]`)
      ?.focus();
  }, [focused, keyboardMoved]);

  const showMonth = (next: Dayjs) => {
    setMonth(next.startOf('month'));
    setFocused(next.startOf('month'));
    setKeyboardMoved(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveFor(event, focused);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    setMonth(next.startOf('month'));
    setKeyboardMoved(true);
  };

  const heading = formatMonth(month.toDate());
  return (
    <div>
      <div className={styles.header}>
        <IconButton
          size="sm"
          label={previousMonthLabel}
          icon={<ChevronLeftIcon aria-hidden />}
          onClick={() => showMonth(month.subtract(1, 'month'))}
        />
        <h2 className={styles.title} aria-live="polite">
          {heading}
        </h2>
        <IconButton
          size="sm"
          label={nextMonthLabel}
          icon={<ChevronRightIcon aria-hidden />}
          onClick={() => showMonth(month.add(1, 'month'))}
        />
      </div>
      <table ref={gridRef} aria-label={heading} className={styles.grid}>
        <thead>
          <tr>
            {weekdayLabels.map((label) => (
              <th key={label} scope="col" className={styles.weekday}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week[0]?.format('YYYY-MM-DD')}>
              {week.map((day) => {
                const isSelected = selected?.isSame(day, 'day') ?? false;
                return (
                  <td key={day.format('YYYY-MM-DD')} className={styles.cell}>
                    <button
                      type="button"
                      className={styles.day}
                      data-date={day.format('YYYY-MM-DD')}
                      data-outside={!day.isSame(month, 'month') || undefined}
                      data-state={isSelected ? 'selected' : 'idle'}
                      aria-pressed={isSelected}
                      aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                      aria-label={formatDay(day.toDate())}
                      tabIndex={day.isSame(focused, 'day') ? 0 : -1}
                      onKeyDown={onKeyDown}
                      onClick={() => onSelect(day)}
                    >
                      {day.date()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const defaultCalendarTexts: CalendarTexts = {
  previousMonthLabel: 'Previous month',
  nextMonthLabel: 'Next month',
  weekdayLabels: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  formatMonth: (month) => dayjs(month).format('MMMM YYYY'),
  formatDay: (day) => dayjs(day).format('dddd, MMMM D, YYYY'),
};
