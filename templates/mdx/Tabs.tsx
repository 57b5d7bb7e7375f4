/**
 * Docusaurus's `<Tabs>` and `<TabItem>` for MDX, with Infima's class names (a Docusaurus
 * custom.css styling tabs applies unchanged): tabs grouped across the page and remembered
 * (`groupId`), named in the address (`queryString`), panels rendered only when shown (`lazy`).
 */
import { cloneElement, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { chooseInGroup, groupChoice, useGroupChoice } from './tabGroups.js';
import { defaultTab, queryKeyOf, tabItems, tabValues, type TabItemProps, type TabValue } from './tabValues.js';

export type { TabItemProps, TabValue } from './tabValues.js';

export interface TabsProps {
  children?: ReactNode;
  /** The tab shown first (before any TabItem's `default`). */
  defaultValue?: string | null;
  /** The tabs, with their labels, instead of the TabItems' own. */
  values?: TabValue[];
  /** Every Tabs with this id shows the same tab, on this page and later ones. */
  groupId?: string;
  /** `?key=value` in the address chooses the tab, and a choice updates it: true for `?{groupId}=`, or the key. */
  queryString?: boolean | string;
  /** Renders the shown panel only (the others are not in the HTML). */
  lazy?: boolean;
  /** Classes of the tab list. */
  className?: string;
  /** Tabs as wide as the content, side by side (Infima's `tabs--block`). */
  block?: boolean;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** One tab's content: shown by its Tabs when its tab is chosen. */
export function TabItem({ children, hidden, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={classes('tabItem', className)} hidden={hidden}>
      {children}
    </div>
  );
}

/** Where keyboard keys move the focus among the tabs (Enter and Space choose). */
function tabAfterKey(key: string, tab: HTMLElement): HTMLElement | undefined {
  const tabs = [...tab.parentElement!.children] as HTMLElement[];
  const at = tabs.indexOf(tab);
  const forward = getComputedStyle(tab).direction === 'rtl' ? -1 : 1;
  const step = (by: number) => tabs[(at + by + tabs.length) % tabs.length];
  if (key === 'ArrowRight') return step(forward);
  if (key === 'ArrowLeft') return step(-forward);
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs.at(-1);
  return undefined;
}

export function Tabs({ children, defaultValue, values, groupId, queryString, lazy, className, block }: TabsProps) {
  const items = tabItems(children);
  const tabs = tabValues(items, values);
  const queryKey = queryKeyOf(queryString, groupId);
  const [own, setOwn] = useState(() => defaultTab(tabs, defaultValue));
  const fromGroup = useGroupChoice(groupId);
  const isTab = (value: string | null | undefined): value is string => value != null && tabs.some((tab) => tab.value === value);
  const selected = isTab(fromGroup) ? fromGroup : own;

  // Once hydrated, before the browser paints: the tab the address names, else the group's stored
  // choice (which the group's store would also give, but only after a paint).
  useLayoutEffect(() => {
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    if (isTab(fromQuery)) {
      setOwn(fromQuery);
      if (groupId) chooseInGroup(groupId, fromQuery, false);
    } else if (groupId) {
      const stored = groupChoice(groupId);
      if (isTab(stored)) setOwn(stored);
    }
  }, []); // the address and storage are read once, when the Tabs appears

  // A choice changes the height of the group's Tabs above this one: the chosen tab stays where
  // the reader clicked it, rather than the page moving under the pointer.
  const keepInView = useRef<{ tab: HTMLElement; top: number }>(null);
  useLayoutEffect(() => {
    const kept = keepInView.current;
    keepInView.current = null;
    const moved = kept ? kept.tab.getBoundingClientRect().top - kept.top : 0;
    if (moved) window.scrollBy({ top: moved, behavior: 'instant' });
  });

  const choose = (value: string, tab: HTMLElement) => {
    if (value !== selected) keepInView.current = { tab, top: tab.getBoundingClientRect().top };
    setOwn(value);
    if (groupId) chooseInGroup(groupId, value, true);
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, value: string) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return; // the browser's shortcuts (Alt+Left: back)
    const tab = event.currentTarget;
    if (event.key === 'Enter' || event.key === ' ') choose(value, tab);
    else {
      const next = tabAfterKey(event.key, tab);
      if (!next) return;
      next.focus();
    }
    event.preventDefault();
  };

  const shown = items.find((item) => item.props.value === selected);
  return (
    <div className="tabs-container">
      <ul role="tablist" aria-orientation="horizontal" className={classes('tabs', block && 'tabs--block', className)}>
        {tabs.map(({ value, label, attributes }) => (
          <li
            key={value}
            role="tab"
            tabIndex={value === selected ? 0 : -1}
            aria-selected={value === selected}
            {...attributes}
            className={classes('tabs__item', attributes?.className, value === selected && 'tabs__item--active')}
            onKeyDown={(event) => onKeyDown(event, value)}
            onClick={(event) => choose(value, event.currentTarget)}
          >
            {label ?? value}
          </li>
        ))}
      </ul>
      {lazy ? (
        shown && cloneElement(shown, { key: selected, className: classes('margin-top--md', shown.props.className) })
      ) : (
        <div className="margin-top--md">{items.map((item) => cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected }))}</div>
      )}
    </div>
  );
}
