/**
 * Bundles functions/src into lib/index.js with esbuild. The shared @catrep/model workspace is
 * inlined (so a deploy needs no workspace); every npm dependency stays external. Operator commands
 * (README "Operators") are bundled the same way into lib/operators/, as ES modules (they await at
 * the top), and run with node from the repository, never deployed as functions.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
};
await build({ ...common, entryPoints: ['src/index.ts'], outfile: 'lib/index.js', format: 'cjs' });
await build({
  ...common,
  entryPoints: [
    'src/operators/recount-counters.ts',
    'src/operators/daily.ts',
    'src/operators/backfill-cat-keys.ts',
    'src/operators/backfill-saved-flags.ts',
    'src/operators/backfill-gone-cats.ts',
    'src/operators/backfill-notify-copies.ts',
    'src/operators/trending.ts',
  ],
  outdir: 'lib/operators',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  // The shared code finds the repository from its own folder (core/paths.ts), as in CommonJS.
  banner: {
    js: "import { dirname as __catrepDirname } from 'node:path'; import { fileURLToPath as __catrepFileUrl } from 'node:url'; const __dirname = __catrepDirname(__catrepFileUrl(import.meta.url));",
  },
});
