/**
 * `GET /countries` in the OpenAPI document (docs/product.md §3 Country, §7 Users; router
 * functions/src/routes/countries.ts): public, every country sorted by title.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { addRoute } from './registry.js';

const country = z.object({ id: z.string(), title: z.string() }).meta({ id: 'Country' });

/** Registers the countries' path. */
export function registerCountryPaths(registry: OpenAPIRegistry): void {
  addRoute(registry, 'Countries', {
    method: 'get',
    path: '/countries',
    summary: 'Every country as { id, title }, sorted by title.',
    doc: '§7 Users',
    access: 'public',
    ok: { 200: z.array(country) },
  });
}
