/**
 * The index settings of the search, as DocSearch's crawler gives a Docusaurus index: `docgen index`
 * sets them on Algolia, and the local engine applies the same ones, so all tiers rank alike.
 * Browser-safe data.
 */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  // One hit per section (records of a section share its url): a page shows up once per matching section.
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional',
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
} as const;

/** The searchable attributes in rank order, as paths: `hierarchy.lvl0` ... `content`. */
export const SEARCHABLE_PATHS = INDEX_SETTINGS.searchableAttributes.map((a) => a.replace(/^unordered\((.*)\)$/, '$1'));

/** The index name when the config sets none (the local tiers only need a stable one). */
export const DEFAULT_INDEX_NAME = 'docs';
