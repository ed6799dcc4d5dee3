/** A link as a page's reading keeps it (page-text.ts), for the modules that choose among links. */
export interface PageLink {
  /** Absolute http(s) address. */
  href: string;
  /** The link's text (or its aria-label / title when it has none), whitespace collapsed. */
  text: string;
  /**
   * The alt text of the link's image when the link has no words of its own: a logo's ("Currys"
   * where the link's label says "Back to home").
   */
  imageAlt?: string;
}
