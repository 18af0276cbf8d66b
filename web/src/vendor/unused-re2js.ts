/**
 * Build-time stand-in for `re2js`, the regular-expression engine Firestore 12 bundles to evaluate
 * pipeline expressions (`like`, `regexContains`, `regexMatch`) on the client. CatRep runs no
 * pipelines — only queries — yet the engine (~25 KB gzipped) rode along in the first screen's
 * Firestore chunk. vite.config.ts aliases `re2js` here. Firestore calls `compile` inside
 * a try and logs the failure, so even a stray pipeline would fail its expression, not the page.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not part of the CatRep web client: it runs no Firestore pipelines');
  },
};
