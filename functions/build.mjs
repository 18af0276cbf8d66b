/**
 * Bundles functions/src into lib/index.js with esbuild. The shared @catrep/model workspace is
 * inlined (so a deploy needs no workspace); every npm dependency stays external.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});
// Operator commands (README "Operators"), run with node from the repository, never deployed as
// functions: ES modules, so they may await at the top.
await build({
  entryPoints: ['src/operators/recount-counters.ts'],
  outdir: 'lib/operators',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});
