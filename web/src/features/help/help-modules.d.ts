/** The modules the help-articles Vite plugin makes (build/help-articles-plugin.ts). */
declare module 'virtual:help-articles' {
  const catalogue: readonly import('./help-catalogue').ArticleSummary[];
  export default catalogue;
}

declare module 'virtual:help-search-index' {
  /** A MiniSearch index as JSON, made with help-search-options.ts. */
  const index: string;
  export default index;
}

declare module '*.md' {
  const document: import('./help-catalogue').RenderedDocument;
  export default document;
}
