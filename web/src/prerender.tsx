/**
 * Build-time rendering (web/prerender.mjs): the HTML of the public pages as main.tsx
 * hydrates them — the same tree (app/Root.tsx), the session 'loading' (no storage at build time), every
 * lazy part resolved — and the signed-in layout index.html shows before the app has loaded.
 */
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/App';
import { AppShell } from '@/app/AppShell';
import { Root } from '@/app/Root';

/** The HTML of `path` once every lazy part of it has loaded. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Root
      routed={
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      }
    />,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The signed-in layout without data, for index.html (main.tsx renders over it). */
export function renderShell(): string {
  return renderToString(
    <StaticRouter location="/cat-share">
      <AppShell />
    </StaticRouter>,
  );
}
