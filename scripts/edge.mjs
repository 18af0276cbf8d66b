/**
 * The edge of the emulated stack: what Google's front end is to Firebase Hosting in production.
 * It listens on the public port (5000, shifted by CATREP_PORT_OFFSET), appends the address it saw
 * — the client's socket — to X-Forwarded-For, and passes everything on to the Hosting emulator on
 * its own port (firebase.json). The API keys its per-address throttles on that right-most entry
 * (functions/src/http/client.ts), on the emulators exactly as in production, so a client that
 * writes X-Forwarded-For itself changes nothing. A proxy library does the work (http-proxy-3).
 */
import { createServer } from 'node:http';
import { createProxyServer } from 'http-proxy-3';

/**
 * Starts the edge on 127.0.0.1:`port` in front of the Hosting emulator at 127.0.0.1:`targetPort`.
 * Resolves the server once it listens; a request the emulator cannot answer gets a 502.
 */
export function startEdge(port, targetPort) {
  const proxy = createProxyServer({ target: `http://127.0.0.1:${targetPort}`, xfwd: true });
  proxy.on('error', (_err, _req, res) => {
    if ('writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'unavailable', message: 'CatRep is starting. Please try again.' }));
    } else {
      res.destroy();
    }
  });
  const server = createServer((req, res) => proxy.web(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
