import type { CalendarEvent } from '@bq/contract';
import { vars } from '@bq/ui';
import type { DayCellMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  type CalendarPlace,
  type KindColours,
  LIBRARY_VIEWS,
  libraryEvent,
  libraryNow,
} from './calendarState';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin];

/**
 * Two accessibility findings of FullCalendar's month grid (Lighthouse), mended on each day cell as
 * it mounts, the library having no option for either and the portal no style sheet:
 * - a cell is named by its number's label ("November 21, 2026") while it shows the number and its
 *   events, so what is seen is not what is heard (WCAG 2.5.3); without the reference the cell is
 *   named by what it shows, and the number keeps its full date for a screen reader;
 * - the days of the months before and after are drawn at 30 % opacity, below the 4.5:1 contrast of
 *   WCAG 1.4.3; they keep a quieter colour that still meets it.
 */
function mendDayCell({ el, isOther }: DayCellMountArg): void {
  el.removeAttribute('aria-labelledby');
  const top = el.querySelector<HTMLElement>('.fc-daygrid-day-top');
  if (isOther && top) {
    top.style.opacity = '1';
    top.style.color = vars.color.textSubtle;
  }
}

/**
 * The calendar grid: FullCalendar 6 (docs/decisions/calendar.md, "Calendar"), loaded with `import()` by
 * the calendar page only. The page owns the place (the address) and the toolbar; this draws it.
 * It runs in UTC and is given California wall-clock times, so every person sees the office's
 * hours. A click opens the event's page through the router.
 */
export default function CalendarView({
  place,
  events,
  colours,
}: {
  place: CalendarPlace;
  events: readonly CalendarEvent[];
  colours: KindColours;
}) {
  const navigate = useNavigate();
  const shown = useMemo(() => events.map((e) => libraryEvent(e, colours)), [events, colours]);
  return (
    <FullCalendar
      // A new place is a new calendar: the library's own view and date never drift from the address.
      key={`${place.view}:${place.date}`}
      plugins={PLUGINS}
      initialView={LIBRARY_VIEWS[place.view]}
      initialDate={place.date}
      headerToolbar={false}
      timeZone="UTC"
      now={libraryNow}
      height="auto"
      fixedWeekCount
      dayMaxEvents={4}
      // Timed events as blocks in the month too, in their kind's colours (not a dot and a link colour).
      eventDisplay="block"
      scrollTime="07:00:00"
      eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
      noEventsContent="Nothing on the calendar this month"
      dayCellDidMount={mendDayCell}
      events={shown}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        navigate(String(info.event.extendedProps.link));
      }}
    />
  );
}
