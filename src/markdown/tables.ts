import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { eachElement } from './walk.js';

const HEADING = /^h[1-6]$/;

/**
 * Tables a keyboard can scroll. The theme lets a table wider than the column scroll sideways
 * (on a phone, most do); a region that scrolls must take focus, or a keyboard reader cannot reach
 * its hidden columns (axe's scrollable-region-focusable). Each table gets tabindex="0" and a name
 * for what it is read as then: the heading it sits under, else its header row. A header cell
 * with no text (the corner of a two-way table) becomes a plain cell, as it heads nothing
 * (axe's empty-table-header).
 */
export function rehypeTables() {
  return (tree: Root) => {
    let heading = '';
    eachElement(tree, (element) => {
      if (HEADING.test(element.tagName)) heading = toString(element).trim();
      else if (element.tagName === 'table') labelTable(element, heading);
    });
  };
}

function labelTable(table: Element, heading: string): void {
  const headers: string[] = [];
  eachElement(table, (cell) => {
    if (cell.tagName !== 'th') return;
    const text = toString(cell).trim();
    if (text) headers.push(text);
    else cell.tagName = 'td';
  });
  table.properties.tabIndex = 0;
  const name = heading || headers.join(', ');
  if (name && table.properties.ariaLabel === undefined) table.properties.ariaLabel = name;
}
