import { Tabs, TabsList, TabsTrigger } from '@bq/ui';

/**
 * A list's tabs, one a value, titled by `title`: `<ListTabs label="Case status" tabs={TABS}
 * title={(tab) => …} {...query.tabs} />`. The tab is list state, kept in the address.
 */
export function ListTabs<T extends string>({
  label,
  tabs,
  title,
  value,
  onValueChange,
}: {
  label: string;
  tabs: readonly T[];
  title: (tab: T) => string;
  value: string;
  onValueChange: (tab: string) => void;
}) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {title(tab)}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
