/** The trigger row of a Radix Tabs.Root, one trigger per tab, and the underlined look of the staff dashboards. */
import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';

/** Underlined tab triggers (data and processing dashboards): the open tab's label turns fg over an accent line. */
export const underlineTabClasses =
  '-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted hover:text-fg focus-visible:outline-offset-[-2px] data-[state=active]:border-accent data-[state=active]:text-fg';

export interface TabListProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { value: string; label: ReactNode }[];
  className?: string;
  triggerClassName?: string;
}

/** A Tabs.List with a Tabs.Trigger per entry of `tabs` (arrow keys move between them); goes inside a Tabs.Root. */
export function TabList({ label, tabs, className, triggerClassName }: TabListProps) {
  return (
    <Tabs.List aria-label={label} className={className}>
      {tabs.map((tab) => (
        <Tabs.Trigger key={tab.value} value={tab.value} className={triggerClassName}>
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
