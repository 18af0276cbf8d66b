/**
 * The public static pages of docs/product.md §2 (/about, /guide, /terms, /privacy), listed once:
 * the public and the signed-in routes both map over it, and StaticPage has one text per name.
 * A module of its own so that the routes name the pages without loading their texts.
 */
export const STATIC_PAGES = ['about', 'guide', 'terms', 'privacy'] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];
