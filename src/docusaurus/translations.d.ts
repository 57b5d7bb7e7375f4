/** Every locale's code translations, id -> message by locale: a module the bundles make (see TRANSLATIONS in src/bundle/reactPages.ts). */
declare module 'docgen-docusaurus-translations' {
  const translations: Record<string, Record<string, string>>;
  export default translations;
}
