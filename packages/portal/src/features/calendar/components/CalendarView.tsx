import type { CalendarEvent } from '@bq/contract';
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
 * The calendar grid: FullCalendar 6 (docs/decisions.md, "Calendar"), loaded with `import()` by
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
      events={shown}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        navigate(String(info.event.extendedProps.link));
      }}
    />
  );
}
