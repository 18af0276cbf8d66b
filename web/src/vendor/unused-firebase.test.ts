/**
 * vite.config.ts resolves reactfire's imports of Firebase products CatRep does not use to
 * ./unused-firebase.ts. If a reactfire update imports a name the stub lacks, this fails (before a
 * build or a browser does), naming what to add.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as stub from './unused-firebase';

const STUBBED = /^firebase\/(database|functions|remote-config|storage)$/;

/** `{ name, module }` of every named import of a stubbed Firebase product in reactfire's ES build. */
function stubbedImports(): { name: string; module: string }[] {
  const entry = join(dirname(createRequire(import.meta.url).resolve('reactfire')), 'index.js');
  const source = readFileSync(entry, 'utf8');
  const found: { name: string; module: string }[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (!STUBBED.test(m[2])) continue;
    for (const spec of m[1].split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0];
      if (name) found.push({ name, module: m[2] });
    }
  }
  return found;
}

describe('the unused-Firebase stub (vite.config.ts alias)', () => {
  it('exports every name reactfire imports from the stubbed products', () => {
    const imports = stubbedImports();
    // reactfire 4.2.6 imports from all four products; finding none means the parse broke.
    expect(new Set(imports.map((i) => i.module)).size).toBe(4);
    const missing = imports.filter((i) => !(i.name in stub)).map((i) => `${i.module}: ${i.name}`);
    expect(missing).toEqual([]);
  });

  it('throws if CatRep ever calls one of them', () => {
    expect(() => stub.httpsCallable()).toThrow(/not part of the CatRep web client/);
  });
});
