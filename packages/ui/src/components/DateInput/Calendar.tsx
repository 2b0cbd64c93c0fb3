import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import {
  addDays,
  addMonths,
  type Day,
  dateOf,
  sameMonth,
  startOfMonth,
  weekday,
} from './calendarDays';
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
  /** `YYYY-MM-DD`, as every day below. */
  selected: Day | null;
  today: Day;
  onSelect: (day: Day) => void;
};

/** Keys a date grid answers, as in the WAI-ARIA date picker dialog pattern. */
function moveFor(event: KeyboardEvent, from: Day): Day | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(from, -1);
    case 'ArrowRight':
      return addDays(from, 1);
    case 'ArrowUp':
      return addDays(from, -7);
    case 'ArrowDown':
      return addDays(from, 7);
    case 'PageUp':
      return addMonths(from, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(from, event.shiftKey ? 12 : 1);
    case 'Home':
      return addDays(from, -weekday(from));
    case 'End':
      return addDays(from, 6 - weekday(from));
    default:
      return null;
  }
}

/** Six weeks from the Sunday on or before the 1st, so the grid never changes height. */
function weeksOf(month: Day): Day[][] {
  const start = addDays(month, -weekday(month));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
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
  const [focused, setFocused] = useState<Day>(() => selected ?? today);
  const [month, setMonth] = useState<Day>(() => startOfMonth(focused));
  const gridRef = useRef<HTMLTableElement>(null);
  const [keyboardMoved, setKeyboardMoved] = useState(false);

  useEffect(() => {
    if (!keyboardMoved) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, keyboardMoved]);

  const showMonth = (next: Day) => {
    setMonth(startOfMonth(next));
    setFocused(startOfMonth(next));
    setKeyboardMoved(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveFor(event, focused);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    setMonth(startOfMonth(next));
    setKeyboardMoved(true);
  };

  const heading = formatMonth(dateOf(month));
  return (
    <div>
      <div className={styles.header}>
        <IconButton
          size="sm"
          label={previousMonthLabel}
          icon={<ChevronLeftIcon aria-hidden />}
          onClick={() => showMonth(addMonths(month, -1))}
        />
        <h2 className={styles.title} aria-live="polite">
          {heading}
        </h2>
        <IconButton
          size="sm"
          label={nextMonthLabel}
          icon={<ChevronRightIcon aria-hidden />}
          onClick={() => showMonth(addMonths(month, 1))}
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
            <tr key={week[0]}>
              {week.map((day) => {
                const isSelected = selected === day;
                return (
                  <td key={day} className={styles.cell}>
                    <button
                      type="button"
                      className={styles.day}
                      data-date={day}
                      data-outside={!sameMonth(day, month) || undefined}
                      data-state={isSelected ? 'selected' : 'idle'}
                      aria-pressed={isSelected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={formatDay(dateOf(day))}
                      tabIndex={day === focused ? 0 : -1}
                      onKeyDown={onKeyDown}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
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
  formatMonth: (month) => month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
  formatDay: (day) =>
    day.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
};
