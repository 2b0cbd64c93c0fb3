import { Tabs, TabsContent, TabsList, TabsTrigger } from '@bq/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { HISTORY_WORDS } from './historyEntries';
import { RecordHistory, type RecordHistoryProps } from './RecordHistory';

/** The address's parameter naming the open tab: `?view=history` (the record's view is its default). */
const VIEW = 'view';

/**
 * A record page's address with its History tab open, from the record's own address: what the
 * older per-area histories (an order's state changes, a person's office settings, a case's
 * statuses) link to for every other change of the same record.
 */
export function historyOf(path: string): string {
  const [pathname = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(VIEW, 'history');
  return `${pathname}?${params}`;
}

/**
 * A record page's two tabs: the record as the page shows it, and its History from the change log.
 * The open tab is in the address, so F5 and a copied link open the History again.
 */
export function RecordTabs({ children, ...history }: RecordHistoryProps & { children: ReactNode }) {
  const words = HISTORY_WORDS[history.language ?? 2];
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW) === 'history' ? 'history' : 'record';
  const choose = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'history') copy.set(VIEW, 'history');
        else copy.delete(VIEW);
        return copy;
      },
      { replace: true },
    );
  return (
    <Tabs value={view} onValueChange={choose}>
      <TabsList aria-label={words.tabs}>
        <TabsTrigger value="record">{words.details}</TabsTrigger>
        <TabsTrigger value="history">{words.history}</TabsTrigger>
      </TabsList>
      {/* Kept mounted while the History is open: an editor's typed work and guard stay. */}
      <TabsContent value="record" forceMount hidden={view !== 'record'}>
        {children}
      </TabsContent>
      <TabsContent value="history">
        <RecordHistory {...history} />
      </TabsContent>
    </Tabs>
  );
}
