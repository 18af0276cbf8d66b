/**
 * Writes the API's OpenAPI document (README "How the pieces fit", the API document) to a file,
 * offline, without the emulators: esbuild bundles functions/src/routes/openapi/document.ts — the very
 * generator `GET /api/openapi.json` answers from — into `.cache/openapi/`, next to the
 * repository's node_modules so its npm dependencies resolve, and runs it.
 *
 *   node scripts/openapi.mjs [out]   # default out: .cache/openapi/openapi.json; prints the path
 *   node scripts/openapi.mjs --lint  # then lints it with Redocly CLI (redocly.yaml)
 *
 * `npm run lint:openapi` (part of `npm run lint`) is the second. Redocly runs offline: no
 * telemetry, no update check. Exits non-zero when the bundle or the generator fails, or when the
 * linter finds anything.
 */
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const cache = join(root, '.cache', 'openapi');
const lint = process.argv.includes('--lint');
const out = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? join(cache, 'openapi.json'));

const functionsPkg = JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8'));
const bundle = join(cache, 'document.mjs');
mkdirSync(cache, { recursive: true });
await build({
  entryPoints: [join(root, 'functions', 'src', 'routes', 'openapi', 'document.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // As functions/build.mjs: npm dependencies stay external, @catrep/model is inlined.
  external: Object.keys(functionsPkg.dependencies),
  logLevel: 'warning',
});
const { openApiDocument } = await import(`${pathToFileURL(bundle).href}?t=${Date.now()}`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
if (!lint) console.log(out);
else {
  const redocly = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const run = spawnSync(process.execPath, [redocly, 'lint', out, '--config', join(root, 'redocly.yaml')], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = run.status ?? 1;
}
