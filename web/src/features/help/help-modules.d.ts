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

declare module 'virtual:help-passage-index' {
  /** A MiniSearch index of the articles' passages as JSON, made with widget/passage-search-options.ts. */
  const index: string;
  export default index;
}

declare module '*.md' {
  const document: import('./help-catalogue').RenderedDocument;
  export default document;
}
