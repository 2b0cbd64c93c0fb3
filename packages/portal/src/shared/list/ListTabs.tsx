import { FilterTabs } from '@bq/ui';
import type { ReactNode } from 'react';

/**
 * A list's tabs, one a value, titled by `title`, around the list they filter: `<ListTabs
 * label="Case status" tabs={TABS} title={(tab) => …} {...query.tabs}>filters, table,
 * pages</ListTabs>`. The list is the chosen tab's panel; the tab is list state, kept in the
 * address.
 */
export function ListTabs<T extends string>({
  label,
  tabs,
  title,
  value,
  onValueChange,
  children,
}: {
  label: string;
  tabs: readonly T[];
  title: (tab: T) => string;
  value: string;
  onValueChange: (tab: string) => void;
  children: ReactNode;
}) {
  return (
    <FilterTabs
      label={label}
      tabs={tabs.map((tab) => ({ value: tab, label: title(tab) }))}
      value={value}
      onValueChange={onValueChange}
    >
      {children}
    </FilterTabs>
  );
}
