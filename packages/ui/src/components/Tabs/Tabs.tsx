import * as RadixTabs from '@radix-ui/react-tabs';
import {
  type ComponentPropsWithoutRef,
  type ComponentRef,
  forwardRef,
  type ReactNode,
} from 'react';
import * as styles from './Tabs.css';

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

/** Radix Tabs, styled: `value`/`onValueChange` to control it, `defaultValue` otherwise. */
export const Tabs = forwardRef<ComponentRef<typeof RadixTabs.Root>, TabsProps>(function Tabs(
  { className, ...props },
  ref,
) {
  return <RadixTabs.Root ref={ref} className={join(styles.root, className)} {...props} />;
});
Tabs.displayName = 'Tabs';

export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;

/** The row of tabs. Give it an `aria-label` when no heading names the tabbed area. */
export const TabsList = forwardRef<ComponentRef<typeof RadixTabs.List>, TabsListProps>(
  function TabsList({ className, ...props }, ref) {
    return <RadixTabs.List ref={ref} className={join(styles.list, className)} {...props} />;
  },
);
TabsList.displayName = 'TabsList';

export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger> & {
  /** A count after the label, e.g. the number of records in that tab: 'Pending (12)'. */
  count?: ReactNode;
};

export const TabsTrigger = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(
  function TabsTrigger({ className, count, children, ...props }, ref) {
    return (
      <RadixTabs.Trigger ref={ref} className={join(styles.trigger, className)} {...props}>
        {children}
        {count !== undefined && count !== null && <span className={styles.count}>({count})</span>}
      </RadixTabs.Trigger>
    );
  },
);
TabsTrigger.displayName = 'TabsTrigger';

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

export const TabsContent = forwardRef<ComponentRef<typeof RadixTabs.Content>, TabsContentProps>(
  function TabsContent({ className, ...props }, ref) {
    return <RadixTabs.Content ref={ref} className={join(styles.content, className)} {...props} />;
  },
);
TabsContent.displayName = 'TabsContent';
