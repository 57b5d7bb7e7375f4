/**
 * What a `<Tabs>` reads from its children and props: its TabItems, the tabs they make, the tab
 * shown first. An author's mistake is thrown, as Docusaurus does: the build reports it with the page.
 */
import { Children, Fragment, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  /** The tab's text (the value when absent). */
  label?: ReactNode;
  /** Shown first, unless the Tabs names a `defaultValue`. */
  default?: boolean;
  /** Put on the tab (`<li>`) itself: a class, a data attribute. */
  attributes?: HTMLAttributes<HTMLLIElement> & Record<`data-${string}`, string>;
  className?: string;
  /** Set by the Tabs: the panel of a tab not shown. */
  hidden?: boolean;
  children?: ReactNode;
}

/** A tab as the Tabs' `values` prop lists it, or as a TabItem makes it. */
export type TabValue = Pick<TabItemProps, 'value' | 'label' | 'attributes' | 'default'>;

/** How a child that is no TabItem is named in the error. */
function describe(child: ReactNode): string {
  if (!isValidElement(child)) return `the text ${JSON.stringify(String(child).trim().slice(0, 40))}`;
  const { type } = child;
  if (typeof type === 'string') return `<${type}>`;
  const named = type as { displayName?: string; name?: string };
  return `<${named.displayName ?? named.name ?? 'a component'}> without a value`;
}

/**
 * The TabItems among a Tabs' children: a fragment's are its children; the line breaks MDX leaves
 * between them, and the nothing of a false condition, are skipped. A TabItem is known by its
 * `value` (a site's own TabItem works too).
 */
export function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  const items: ReactElement<TabItemProps>[] = [];
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' && !child.trim()) continue;
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) items.push(...tabItems(child.props.children));
    else if (isValidElement<Partial<TabItemProps>>(child) && child.props.value !== undefined) items.push(child as ReactElement<TabItemProps>);
    else throw new Error(`<Tabs> holds ${describe(child)}: its children must be <TabItem value="..."> elements.`);
  }
  return items;
}

/** The tabs to show: the `values` prop's, else one per TabItem. Values must be unique (they name the tab in storage and in the address). */
export function tabValues(items: ReactElement<TabItemProps>[], values: TabValue[] | undefined): TabValue[] {
  const tabs = values ?? items.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes, default: props.default }));
  if (!tabs.length) throw new Error('<Tabs> has no <TabItem>: give it at least one.');
  const counts = new Map<string, number>();
  for (const { value } of tabs) counts.set(value, (counts.get(value) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([value]) => `"${value}"`);
  if (repeated.length) throw new Error(`<Tabs> has more than one tab with the value ${repeated.join(', ')}: each <TabItem> needs a value of its own.`);
  return tabs;
}

/**
 * The tab shown on the server and in the first render in the browser: the Tabs' `defaultValue`,
 * else the first TabItem marked `default`, else the first (Docusaurus's order).
 */
export function defaultTab(tabs: TabValue[], defaultValue: string | null | undefined): string {
  if (defaultValue) {
    if (!tabs.some((tab) => tab.value === defaultValue)) {
      throw new Error(`<Tabs> has defaultValue "${defaultValue}", but no tab has that value (its values: ${tabs.map((t) => t.value).join(', ')}).`);
    }
    return defaultValue;
  }
  return (tabs.find((tab) => tab.default) ?? tabs[0]!).value;
}

/** The address's search parameter that names the tab: `queryString` itself, or the group's id for `true`. */
export function queryKeyOf(queryString: boolean | string | undefined, groupId: string | undefined): string | undefined {
  if (typeof queryString === 'string') return queryString;
  if (!queryString) return undefined;
  if (!groupId) throw new Error('<Tabs queryString> needs a groupId, the name of the search parameter (or give the name: queryString="os").');
  return groupId;
}
