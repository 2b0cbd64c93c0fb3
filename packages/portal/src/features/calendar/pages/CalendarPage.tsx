import type { CalendarEvent } from '@bq/contract';
import { Button, Card, Heading, Inline, Skeleton, Stack, Text, vars } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import {
  type CalendarPlace,
  type CalendarViewName,
  type KindColours,
  placeOf,
  rangeOf,
  searchOf,
  stepped,
  titleOf,
  VIEW_LABELS,
  VIEWS,
} from '../components/calendarState';
import { OfficeEventDialog } from '../components/OfficeEventDialog';
import { SubscribePanel } from '../components/SubscribePanel';

// The calendar library is this page's alone, fetched when the page first draws.
const CalendarView = lazy(() => import('../components/CalendarView'));

/**
 * How tall the calendar draws (px; the pinned Chromium at 412 and at 1280 px wide alike), so its
 * placeholder keeps the place and the panels below do not jump when it arrives (Lighthouse: a
 * layout shift of 0.066 with a 12-line placeholder). The agenda follows its events; it starts
 * from the month's height.
 */
const PLACEHOLDER_HEIGHT: Readonly<Record<CalendarViewName, number>> = {
  month: 465,
  week: 1140,
  agenda: 465,
};

const C = vars.color;
/** One colour per kind of event, from the design system's tokens. */
const COLOURS: KindColours = {
  acceptance: { bg: C.infoSoft, text: C.onInfoSoft },
  contingencyRemoval: { bg: C.warningSoft, text: C.onWarningSoft },
  closeOfEscrow: { bg: C.successSoft, text: C.onSuccessSoft },
  courseSession: { bg: C.accent, text: C.onAccent },
  approvalsDue: { bg: C.dangerSoft, text: C.onDangerSoft },
  licenceExpiry: { bg: C.dangerSoft, text: C.onDangerSoft },
  office: { bg: C.brand, text: C.onBrand },
};

/**
 * Route `/calendar/index`: what concerns the person by month, week or as an agenda — their cases'
 * key dates, course sessions, approvals due, their licence's expiry and the office's events —
 * each opening its page. The view and date are the address (`?view=week&date=2027-06-15`).
 */
export default function CalendarPage() {
  const [search, setSearch] = useSearchParams();
  const place = placeOf(search);
  const go = (next: CalendarPlace) => setSearch(searchOf(next));
  const events = useQuery(callQuery(calls.calendar.events, rangeOf(place)));
  const [editing, setEditing] = useState<CalendarEvent | 'new' | null>(null);
  const office = (events.data?.events ?? []).filter((e) => e.kind === 'office');

  return (
    <Stack space="lg">
      <Inline align="between" alignItems="center">
        <Heading level={1}>{titleOf(place)}</Heading>
        <Inline space="sm" alignItems="center">
          <Button variant="secondary" onClick={() => go(stepped(place, -1))}>
            Previous
          </Button>
          <Button
            variant="secondary"
            onClick={() => go(placeOf(new URLSearchParams({ view: place.view })))}
          >
            Today
          </Button>
          <Button variant="secondary" onClick={() => go(stepped(place, 1))}>
            Next
          </Button>
          <Inline space="xs" role="group" aria-label="View">
            {VIEWS.map((view) => (
              <Button
                key={view}
                variant={view === place.view ? 'primary' : 'ghost'}
                aria-pressed={view === place.view}
                onClick={() => go({ view, date: place.date })}
              >
                {VIEW_LABELS[view]}
              </Button>
            ))}
          </Inline>
          {events.data?.mayManageOffice && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              Add office event
            </Button>
          )}
        </Inline>
      </Inline>
      <Text tone="muted">Times are California time (Pacific).</Text>

      <Card padding="md">
        {events.data ? (
          <Suspense fallback={<Skeleton variant="rect" height={PLACEHOLDER_HEIGHT[place.view]} />}>
            <CalendarView place={place} events={events.data.events} colours={COLOURS} />
          </Suspense>
        ) : events.isError ? (
          <Stack space="sm" align="start">
            <Text>The calendar could not be loaded.</Text>
            <Button variant="secondary" onClick={() => events.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : (
          <Skeleton variant="rect" height={PLACEHOLDER_HEIGHT[place.view]} />
        )}
      </Card>

      {events.data?.mayManageOffice && office.length > 0 && (
        <Card title="Office events shown" titleLevel={2}>
          <Stack space="xs">
            {office.map((e) => (
              <Inline key={e.uid} space="sm" alignItems="center">
                <Text>{`${e.startDate ?? e.startsAt?.slice(0, 10)} · ${e.title}`}</Text>
                <Button variant="ghost" size="sm" onClick={() => setEditing(e)}>
                  Edit
                </Button>
              </Inline>
            ))}
          </Stack>
        </Card>
      )}

      <SubscribePanel />

      {editing && (
        <OfficeEventDialog
          event={editing === 'new' ? null : editing}
          day={place.date}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
