// What every page's metadata is made of: in a file of its own, so page-meta.ts and the page kinds it
// delegates to (collection-meta.ts) both import it and neither imports the other.

export type Language = 'pt' | 'en';
export type FetchGraphQL = (query: string, variables?: object, language?: string) => Promise<any>;

export type PageMeta = {
  status: number;
  language: Language;
  title: string;
  description: string;
  /** Path (and query) of the canonical address; null for pages that should not be indexed. */
  canonical: string | null;
  alternates: { pt: string; en: string } | null;
  image?: { src: string; alt: string };
  kind: 'website' | 'article';
  /** The page can be embedded: its head names its oEmbed address. */
  oembed?: boolean;
  /** A 301 to this address instead of a page (an app's old slug after a rename). */
  redirect?: string;
};
