import { businessDay, readDateText } from '@bq/validators';
import * as Popover from '@radix-ui/react-popover';
import { CalendarIcon } from 'lucide-react';
import { type ChangeEvent, type FocusEvent, forwardRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useTypedValidity } from '../TextField/useTypedValidity';
import { Calendar, type CalendarTexts, defaultCalendarTexts } from './Calendar';
import { dayOf, displayOf } from './calendarDays';
import * as styles from './DateInput.css';

export type DateInputProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'type' | 'suffix'> &
  Partial<CalendarTexts> & {
    /**
     * 'MM/DD/YYYY' or ''. Other forms readDateText reads, and ISO timestamps (one with a zone on
     * the business calendar), are shown as MM/DD/YYYY.
     */
    value?: string;
    defaultValue?: string;
    /**
     * Called with 'MM/DD/YYYY' once the typed text is a real date (in any form readDateText
     * reads), and with '' when the field is emptied or no longer holds a real date.
     */
    onValueChange?: (value: string) => void;
    /**
     * Called whenever the text turns from a date (or empty) into not a date and back, and on every
     * change of the reason: the reason in plain words, or null. A form uses it to refuse to save
     * while the field holds something that is not a date — `onValueChange` alone reports '' then,
     * which a form cannot tell from an empty field.
     */
    onValidityChange?: (error: string | null) => void;
    /**
     * Show the reason under the field once it is left (default). Pass false when the form puts
     * the reason into the surrounding FormField's error instead, so it is not shown twice.
     */
    showError?: boolean;
    /**
     * The day the calendar marks as today and opens on when empty (a Date counts by the business
     * calendar); pass a fixed one in stories. Default: today's business date.
     */
    today?: Date | string;
    /** Name of the button that opens the calendar. */
    calendarLabel?: string;
    /** Name of the calendar popup. */
    calendarDialogLabel?: string;
    /** Open the calendar at first render (stories, screenshots). */
    defaultOpen?: boolean;
  };

/**
 * What typing may put into the field: digits and the separators of the accepted forms ('/' and
 * '-'), at most 10 characters. Nothing is moved around while typing, so '2/3/2027' and
 * '2027-02-03' stay as typed until the field is left.
 */
export function maskDate(raw: string): string {
  return raw.replace(/[^\d/-]/g, '').slice(0, 10);
}

/**
 * What the field shows for a value it is given: any form readDateText reads, and ISO timestamps,
 * as MM/DD/YYYY. Bare digits are typing ('1225'), not epoch milliseconds.
 */
function toDisplay(value: string): string {
  const read = readDateText(value);
  if (read.ok) return read.display;
  if (/^\d*$/.test(value.trim())) return maskDate(value);
  const day = dayOf(value);
  return day ? displayOf(day) : maskDate(value);
}

/** The typed text as MM/DD/YYYY when it is a real date, or ''. */
function complete(text: string): string {
  const read = readDateText(text);
  return read.ok ? read.display : '';
}

/** The reason the text is not a date, or null when it is empty or a date. */
function problem(text: string): string | null {
  if (text.trim() === '') return null;
  const read = readDateText(text);
  return read.ok ? null : read.reason;
}

/**
 * A date field shown as MM/DD/YYYY (spec §5). It accepts M/D/YYYY, MM/DD/YYYY, YYYY-MM-DD and 8
 * digits, writes them as MM/DD/YYYY when the field is left, and says under the field why a text
 * is not a date (`aria-invalid` plus the reason, linked by `aria-describedby`). A a calendar popover (weeks start on
 * Sunday) picks a day with the mouse or the keyboard. The ref is the `<input>`.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  {
    value,
    defaultValue = '',
    onValueChange,
    onValidityChange,
    showError = true,
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
    'aria-describedby': describedBy,
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

  const validity = useTypedValidity({
    error: problem(draft),
    touched,
    showError,
    describedBy,
    onValidityChange,
  });

  const today = (todayProp != null ? dayOf(todayProp) : null) ?? businessDay(new Date());
  const chosen = readDateText(draft);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div>
          <TextField
            ref={ref}
            autoComplete="off"
            placeholder="MM/DD/YYYY"
            className={styles.input}
            size={size}
            disabled={disabled}
            readOnly={readOnly}
            {...props}
            invalid={invalid || validity.wrong}
            aria-describedby={validity.describedBy}
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
              const normal = complete(draft);
              if (normal !== '' && normal !== draft) {
                event.target.value = normal;
                setDraft(normal);
              }
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
          {validity.message}
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
            selected={chosen.ok ? chosen.iso : null}
            today={today}
            onSelect={(day) => {
              setTouched(false);
              update(displayOf(day));
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
