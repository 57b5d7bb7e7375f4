/** A file imported as text (see textImports in src/bundle/docgenImports.ts). */
declare module '*?text' {
  const text: string;
  export default text;
}
