import { formatDate, parseDate } from '@bq/validators';
import * as Popover from '@radix-ui/react-popover';
import dayjs from 'dayjs';
import { CalendarIcon } from 'lucide-react';
import { type ChangeEvent, type FocusEvent, forwardRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { Calendar, type CalendarTexts, defaultCalendarTexts } from './Calendar';
import * as styles from './DateInput.css';

export type DateInputProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'type' | 'suffix'> &
  Partial<CalendarTexts> & {
    /** 'MM/DD/YYYY' or ''. Other forms parseDate accepts (ISO, epoch) are shown as MM/DD/YYYY. */
    value?: string;
    defaultValue?: string;
    /**
     * Called with 'MM/DD/YYYY' once the typed text is a real date, and with '' when the field
     * is emptied or no longer holds a complete, real date.
     */
    onValueChange?: (value: string) => void;
    /** The day the calendar marks as today and opens on when empty; pass a fixed one in stories. */
    today?: Date | string;
    /** Name of the button that opens the calendar. */
    calendarLabel?: string;
    /** Name of the calendar popup. */
    calendarDialogLabel?: string;
    /** Open the calendar at first render (stories, screenshots). */
    defaultOpen?: boolean;
  };

/** Digits only, with slashes as they become due: '1225' → '12/25', '12252026' → '12/25/2026'. */
export function maskDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * What the field shows for a value it is given: a date in any form parseDate reads, as
 * MM/DD/YYYY. Up to 8 bare digits are typing ('1225'), not epoch milliseconds.
 */
function toDisplay(value: string): string {
  if (/^\d{0,8}$/.test(value)) return maskDate(value);
  return formatDate(value) || maskDate(value);
}

/** A complete MM/DD/YYYY that is a real calendar date, or ''. */
function complete(text: string): string {
  return /^\d{2}\/\d{2}\/\d{4}$/.test(text) ? formatDate(text) : '';
}

/**
 * A date field in MM/DD/YYYY: typing is masked as it goes, and a calendar popover (weeks start on
 * Sunday) picks a day with the mouse or the keyboard. The ref is the `<input>`.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  {
    value,
    defaultValue = '',
    onValueChange,
    today: todayProp,
    calendarLabel = 'Open calendar',
    calendarDialogLabel = 'Choose a date',
    defaultOpen = false,
    previousMonthLabel = defaultCalendarTexts.previousMonthLabel,
    nextMonthLabel = defaultCalendarTexts.nextMonthLabel,
    weekdayLabels = defaultCalendarTexts.weekdayLabels,
    formatMonth = defaultCalendarTexts.formatMonth,
    formatDay = defaultCalendarTexts.formatDay,
    onChange,
    onBlur,
    invalid,
    disabled,
    readOnly,
    size,
    ...props
  },
  ref,
) {
  const [draft, setDraft] = useState(() => toDisplay(defaultValue));
  const [emitted, setEmitted] = useState(() => complete(draft));
  const [open, setOpen] = useState(defaultOpen);
  const [touched, setTouched] = useState(false);

  // A new value from the parent replaces what is shown, unless it is what we just reported.
  const controlled = value != null ? complete(toDisplay(value)) : undefined;
  if (controlled !== undefined && controlled !== emitted) {
    setEmitted(controlled);
    setDraft(controlled);
  }

  const update = (text: string) => {
    setDraft(text);
    const next = complete(text);
    if (next !== emitted) {
      setEmitted(next);
      onValueChange?.(next);
    }
  };

  const wrong = touched && draft !== '' && complete(draft) === '';
  const today = todayProp != null ? (parseDate(todayProp) ?? dayjs()) : dayjs();

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div>
          <TextField
            ref={ref}
            inputMode="numeric"
            autoComplete="off"
            placeholder="MM/DD/YYYY"
            className={styles.input}
            size={size}
            disabled={disabled}
            readOnly={readOnly}
            {...props}
            invalid={invalid || wrong}
            value={draft}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const text = maskDate(event.target.value);
              event.target.value = text;
              setTouched(false);
              update(text);
              onChange?.(event);
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              setTouched(true);
              onBlur?.(event);
            }}
            suffix={
              <Popover.Trigger asChild>
                <IconButton
                  size="sm"
                  label={calendarLabel}
                  icon={<CalendarIcon aria-hidden />}
                  disabled={disabled || readOnly}
                />
              </Popover.Trigger>
            }
          />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          aria-label={calendarDialogLabel}
          align="end"
          sideOffset={4}
          onOpenAutoFocus={(event) => {
            // Start on the chosen day (or today), as the date picker pattern expects.
            event.preventDefault();
            const content = event.currentTarget as HTMLElement | null;
            content?.querySelector<HTMLElement>('[data-date][tabindex="0"]')?.focus();
          }}
        >
          <Calendar
            selected={parseDate(complete(draft))}
            today={today}
            onSelect={(day) => {
              setTouched(false);
              update(day.format('MM/DD/YYYY'));
              setOpen(false);
            }}
            previousMonthLabel={previousMonthLabel}
            nextMonthLabel={nextMonthLabel}
            weekdayLabels={weekdayLabels}
            formatMonth={formatMonth}
            formatDay={formatDay}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
DateInput.displayName = 'DateInput';
