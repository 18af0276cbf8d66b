/**
 * Security rules for the public countries list and the server-only collections (docs/product.md §3 Country,
 * §8–§9 throttles, §7 contact; docs/architecture.md §1–2): `countries/{id}` is readable by everyone, signed
 * in or not, and writable by no client; `throttles/{id}` and `contactMessages/{id}` are neither
 * readable nor writable by any client, the CatRep a document concerns included.
 */
import { reads, useRulesEnvironment, rulesMatrix } from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-public');

rulesMatrix(rules, {
  path: 'countries/{id}',
  target: 'countries/GB',
  data: { title: 'United Kingdom of Great Britain and Northern Ireland' },
  update: { title: 'Catland' },
  allowed: {
    unauthenticated: reads,
    guest: reads,
    unverified: reads,
    stranger: reads,
    connected: reads,
    owner: reads,
  },
});

rulesMatrix(rules, {
  path: 'throttles/{id}',
  target: 'throttles/revalidate-owner-uid',
  data: { at: new Date(), kind: 'revalidate' },
  update: { at: new Date(0) },
  allowed: {},
});

rulesMatrix(rules, {
  path: 'contactMessages/{id}',
  target: 'contactMessages/message-1',
  data: {
    name: 'Olga Owner',
    email: 'owner@test.catrep.example',
    subject: 'Hello',
    message: 'A question about my cat',
    createdAt: new Date(),
  },
  update: { message: 'Edited' },
  allowed: {},
});
