/**
 * zod as every schema of the model uses it, configured once: without just-in-time compiled
 * parsers. zod would otherwise probe `new Function` on its first parse, and CatRep's pages forbid
 * eval (the Content-Security-Policy of firebase.json, README "Security"): the probe fails quietly
 * but the browser reports a violation. The plain parsers are fast enough for forms and requests.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
