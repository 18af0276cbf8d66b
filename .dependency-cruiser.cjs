/**
 * The import rules `npm run lint` checks (dependency-cruiser): no cycles between modules or
 * between folders, and in web/src layers that only point down:
 *
 *   app/ (shell: providers, layout, route table)
 *     → features (account, catrep, cats, connections, search, catshare, static, …)
 *       → session/ (the session and the current CatRep)
 *         → data/ (one module per resource: live reads and REST mutations)   ui/ (shared widgets)
 *           → lib/ (Firebase, REST client, typed documents, the paged list)
 *
 * and in functions/src:
 *
 *   index.ts, app.ts, triggers/, operators/ (entry points: the exported functions, the Express app)
 *     → routes/ (Express routers by API resource, and the request helpers they share)   http/ (the edge)
 *       → domain/ (what routers and triggers share: deletion, diary items, notifications, media, mail, …)
 *         → store/ (typed collections, reads, the media store)
 *           → core/ (Firebase Admin, errors, validation, paths, batches)
 *
 * and model/src (@catrep/model, shared by both): no cycles either, and it imports nothing of
 * web/ or functions/.
 */
const { join } = require('node:path');

const web = (...folders) => `^web/src/(${folders.join('|')})/`;
const fn = (...folders) => `^functions/src/(${folders.join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import itself back, directly or through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      scope: 'folder',
      severity: 'error',
      comment: 'No folder imports a folder that imports it back.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-shell-on-top',
      severity: 'error',
      comment: 'Only the entry points (main.tsx, and prerender.tsx at build time) import the app shell.',
      from: { path: '^web/src/', pathNot: '^web/src/(app/|(main|prerender)\\.tsx$)' },
      to: { path: web('app') },
    },
    {
      name: 'session-below-features',
      severity: 'error',
      comment: 'The session and the current CatRep are read by every feature, so they import none.',
      from: { path: web('session') },
      to: { path: '^web/src/', pathNot: web('session', 'data', 'ui', 'lib') },
    },
    {
      name: 'data-imports-only-lib',
      severity: 'error',
      comment: 'Data modules (one per resource) build on lib/ alone: no screens, widgets or session.',
      from: { path: web('data') },
      to: { path: '^web/src/', pathNot: web('data', 'lib') },
    },
    {
      name: 'ui-imports-no-feature',
      severity: 'error',
      comment: 'Shared widgets and hooks import no feature, data or session module.',
      from: { path: web('ui') },
      to: { path: '^web/src/', pathNot: web('ui', 'lib') },
    },
    {
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: 'lib/ (Firebase, REST client, typed documents, paging) imports nothing of the app.',
      from: { path: web('lib') },
      to: { path: '^web/src/', pathNot: web('lib') },
    },
    {
      name: 'functions-entry-points-on-top',
      severity: 'error',
      comment: 'Nothing in functions/ imports the entry points (index.ts, app.ts).',
      from: { path: '^functions/src/', pathNot: '^functions/src/index\\.ts$' },
      to: { path: '^functions/src/(index|app)\\.ts$' },
    },
    {
      name: 'triggers-on-top',
      severity: 'error',
      comment: 'Triggers are entry points: only index.ts exports them (and they share their own helpers).',
      from: { path: '^functions/src/', pathNot: '^functions/src/(index\\.ts$|triggers/)' },
      to: { path: fn('triggers') },
    },
    {
      name: 'operators-on-top',
      severity: 'error',
      comment: 'Operator scripts are entry points run from the command line: nothing imports them.',
      from: { path: '^functions/src/', pathNot: fn('operators') },
      to: { path: fn('operators') },
    },
    {
      name: 'routes-only-under-the-app',
      severity: 'error',
      comment: 'Routers answer requests; only the entry points mount them, and no lower layer calls one.',
      from: { path: fn('domain', 'http', 'store', 'core') },
      to: { path: fn('routes') },
    },
    {
      name: 'http-at-the-edge',
      severity: 'error',
      comment:
        'http/ (caller, uploads, error answers) is for routers and entry points: triggers and the layers below take no requests.',
      from: { path: fn('domain', 'store', 'core', 'triggers', 'operators') },
      to: { path: fn('http') },
    },
    {
      name: 'http-on-store-and-core',
      severity: 'error',
      comment: 'The edge reads who is calling and what was uploaded; it holds no product logic.',
      from: { path: fn('http') },
      to: { path: '^functions/src/', pathNot: fn('http', 'store', 'core') },
    },
    {
      name: 'store-on-core',
      severity: 'error',
      comment: 'store/ (typed collections, reads, the media store) builds on core/ alone.',
      from: { path: fn('store') },
      to: { path: '^functions/src/', pathNot: fn('store', 'core') },
    },
    {
      name: 'model-is-shared',
      severity: 'error',
      comment: 'model/ (@catrep/model) is what web/ and functions/ share: it imports neither.',
      from: { path: '^model/src/' },
      to: { path: '^(web|functions)/src/' },
    },
    {
      name: 'core-is-the-bottom',
      severity: 'error',
      comment: 'core/ (Firebase Admin, errors, validation, paths, batches) imports nothing of the app.',
      from: { path: fn('core') },
      to: { path: '^functions/src/', pathNot: fn('core') },
    },
  ],
  options: {
    includeOnly: '^(web|functions|model)/src/',
    exclude: { path: '^web/src/vendor/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: join(__dirname, 'web', 'tsconfig.json') },
  },
};
