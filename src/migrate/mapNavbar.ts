import { mapLink } from './mapLink.js';
import type { Notes } from './notes.js';
import { isObject, isUrl, type Json } from '../util/values.js';

type At = (string | number)[];

/** The docs instance a navbar item names (`docsPluginId`), when it names one. */
const pluginOf = (item: Json) => (typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {});

/** Names the fields of an item that docgen's item of its type has no use for (`target`, a dropdown's own `to`...). */
function noteOthers(item: Json, kept: string[], at: At, notes: Notes): void {
  for (const field of Object.keys(item)) if (!['type', 'position', ...kept].includes(field)) notes.dropped([...at, field], `docgen's ${String(item.type)} items have no "${field}"`);
}

/** Docusaurus's `html` item: its HTML as written, and its class. */
const htmlItem = (item: Json): Json => ({ type: 'html', value: item.value, ...(typeof item.className === 'string' && { className: item.className }) });

/** Docusaurus's `doc` item: a link to the doc, by its id (labelled with the id unless given a label, as in Docusaurus). */
function docItem(item: Json, at: At, notes: Notes): Json {
  if (typeof item.docsPluginId === 'string' && item.docsPluginId !== 'default') notes.dropped([...at, 'docsPluginId'], 'docgen looks the doc up by its id in the docs of the site');
  noteOthers(item, ['docId', 'label', 'className', 'aria-label', 'docsPluginId'], at, notes);
  return {
    type: 'doc',
    docId: item.docId,
    ...(typeof item.label === 'string' && { label: item.label }),
    ...(typeof item.className === 'string' && { className: item.className }),
    ...(typeof item['aria-label'] === 'string' && { ariaLabel: item['aria-label'] }),
  };
}

/** An item of a `dropdown`'s menu: a link, a doc or HTML; undefined (said in `notes`) for what docgen's menus do not hold. */
function menuItem(item: unknown, at: At, notes: Notes, dropsBlog: boolean): Json | undefined {
  if (!isObject(item)) return undefined;
  switch (item.type) {
    case undefined:
    case 'default':
      return mapLink(item, at, notes, { dropsBlog, look: true });
    case 'doc':
      return typeof item.docId === 'string' ? docItem(item, at, notes) : undefined;
    case 'html':
      noteOthers(item, ['value', 'className'], at, notes);
      return typeof item.value === 'string' ? htmlItem(item) : undefined;
    default:
      notes.dropped(at, `docgen's navbar menus have no "${String(item.type)}" items`);
      return undefined;
  }
}

/** One item of the navbar as docgen's, or undefined when docgen has none like it (said in `notes`). */
function navbarItem(item: Json, at: At, notes: Notes, dropsBlog: boolean): Json | undefined {
  const position = item.position === 'right' ? { position: 'right' } : {};
  switch (item.type) {
    case undefined:
    case 'default':
    case 'doc':
    case 'html': {
      const mapped = menuItem(item, at, notes, dropsBlog);
      return mapped && { ...mapped, ...position };
    }
    case 'docSidebar':
      noteOthers(item, ['label', 'sidebarId', 'docsPluginId'], at, notes);
      return { type: 'docSidebar', label: item.label, ...(typeof item.sidebarId === 'string' ? { sidebarId: item.sidebarId } : {}), ...pluginOf(item), ...position };
    case 'docsVersionDropdown':
      for (const field of ['dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled']) if (field in item) notes.dropped([...at, field], `docgen's version menu has no "${field}"`);
      return { type: 'docsVersionDropdown', ...pluginOf(item), ...position };
    case 'docsVersion':
      return { type: 'docsVersion', ...(typeof item.label === 'string' ? { label: item.label } : {}), ...pluginOf(item), ...position };
    case 'dropdown': {
      noteOthers(item, ['label', 'items'], at, notes);
      const items = (Array.isArray(item.items) ? item.items : []).flatMap((child: unknown, i): Json[] => {
        const mapped = menuItem(child, [...at, 'items', i], notes, dropsBlog);
        return mapped ? [mapped] : [];
      });
      if (!items.length || typeof item.label !== 'string') {
        notes.dropped(at, 'a menu with no label or no item docgen shows');
        return undefined;
      }
      return { type: 'dropdown', label: item.label, items, ...position };
    }
    case 'search':
    case 'localeDropdown':
      noteOthers(item, [], at, notes);
      return { type: item.type, ...position };
    default:
      notes.dropped(at, `docgen's navbar has no "${String(item.type)}" items`);
      return undefined;
  }
}

/**
 * Docusaurus's `themeConfig.navbar` as docgen's `navbar`: its title, logo and items. `searched`: the
 * site has a search (Algolia's, or a search plugin's, which docgen's own replaces): Docusaurus adds
 * its box to the navbar when no item is one, and so is one added here.
 */
export function mapNavbar(navbar: Json, notes: Notes, options: { dropsBlog: boolean; searched: boolean }): Json {
  const at = ['themeConfig', 'navbar'];
  const out: Json = {};
  if (typeof navbar.title === 'string') out.title = navbar.title;
  if (typeof navbar.hideOnScroll === 'boolean') out.hideOnScroll = navbar.hideOnScroll;
  if ('style' in navbar) notes.dropped([...at, 'style'], 'docgen\'s navbar follows the colour mode');
  if (isObject(navbar.logo)) {
    const logo = navbar.logo;
    out.logo = Object.fromEntries(['src', 'srcDark', 'alt', 'href', 'width', 'height'].filter((field) => typeof logo[field] === 'string' || typeof logo[field] === 'number').map((field) => [field, logo[field]]));
    // A path of the site, as Docusaurus takes it with or without its first "/".
    if (typeof logo.href === 'string' && !isUrl(logo.href) && !logo.href.startsWith('/')) (out.logo as Json).href = `/${logo.href}`;
    for (const field of ['className', 'style', 'target']) if (field in logo) notes.dropped([...at, 'logo', field], `docgen's logo has no "${field}"`);
  }
  const given = Array.isArray(navbar.items) ? navbar.items : [];
  const items = given.flatMap((item: unknown, i): Json[] => {
    const mapped = isObject(item) ? navbarItem(item, [...at, 'items', i], notes, options.dropsBlog) : undefined;
    return mapped ? [mapped] : [];
  });
  notes.mapped([...at, 'items'], `${items.length} of ${given.length} items`);
  if (options.searched && !items.some((item) => item.type === 'search')) {
    items.push({ type: 'search', position: 'right' });
    notes.differs([...at, 'items'], 'the search box, which Docusaurus adds when the site has a search and no item is one, is written as an item');
  }
  out.items = items;
  return out;
}
