import type { OrderDetail } from '@bq/contract';
import { EmptyState, Stepper, type StepState } from '@bq/ui';
import { formatDateTime } from '../format';
import { eventActor, eventTitle, noteIsTitle } from './orderLabels';

export type OrderEvent = OrderDetail['events'][number];

const LABELS: Readonly<Record<StepState, string>> = {
  done: '',
  current: 'Now',
  rejected: '',
  pending: '',
  skipped: '',
};

/**
 * An order's history, oldest first: each state change with who made it, when, and its note
 * (the order pages of the buyer, finance and staff all show it the same way).
 */
export function OrderHistory({
  events,
  label = 'Order history',
}: {
  events: readonly OrderEvent[];
  label?: string;
}) {
  if (events.length === 0) return <EmptyState title="No history yet" />;
  return (
    <Stepper
      aria-label={label}
      stateLabels={LABELS}
      steps={events.map((event, index) => ({
        label: eventTitle(event),
        state: index === events.length - 1 ? 'current' : 'done',
        // Who, when and the note each in an element of its own (a screenshot masks the time alone).
        description: (
          <>
            <span>{eventActor(event)}</span> ·{' '}
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.note && !noteIsTitle(event) && <span> · {event.note}</span>}
          </>
        ),
      }))}
    />
  );
}
