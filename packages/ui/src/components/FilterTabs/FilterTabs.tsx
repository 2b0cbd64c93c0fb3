import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { Stack, type StackProps } from '../Stack/Stack';
import { TabsList, TabsTrigger } from '../Tabs/Tabs';
import * as styles from './FilterTabs.css';

export type FilterTab = {
  value: string;
  label: ReactNode;
  /** A count after the label, e.g. the number of records the tab shows: 'Pending (12)'. */
  count?: ReactNode;
  disabled?: boolean;
};

export type FilterTabsProps = {
  /** Names the row of tabs for screen readers (no heading names it). */
  label: string;
  tabs: readonly FilterTab[];
  value: string;
  onValueChange: (value: string) => void;
  /** The one view every tab shows a selection of (a list, its filters, its pages). */
  children: ReactNode;
  /** Controls at the end of the tab row, e.g. what acts on the view's selected rows. */
  actions?: ReactNode;
  /** Space under the tab row and between the view's children. */
  space?: StackProps['space'];
};

/**
 * Tabs that narrow one view, as status tabs above a list: the view is the chosen tab's panel.
 * Tabs without panels are a tab list that promises content it never shows: the chosen tab's
 * `aria-controls` names a missing element and a screen reader cannot move from the tab to what
 * it chose. Here the panel is always there, labelled by the chosen tab, and holds the view.
 */
export function FilterTabs({
  label,
  tabs,
  value,
  onValueChange,
  children,
  actions,
  space = 'lg',
}: FilterTabsProps) {
  const list = (
    <TabsList aria-label={label}>
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value} count={tab.count} disabled={tab.disabled}>
          {tab.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
  return (
    <RadixTabs.Root asChild value={value} onValueChange={onValueChange}>
      <Stack space={space}>
        {actions ? (
          <Inline align="between">
            {list}
            {actions}
          </Inline>
        ) : (
          list
        )}
        {/* One panel, re-labelled as the choice changes: every tab shows the same view. */}
        <RadixTabs.Content asChild value={value} className={styles.panel}>
          <Stack space={space}>{children}</Stack>
        </RadixTabs.Content>
      </Stack>
    </RadixTabs.Root>
  );
}
