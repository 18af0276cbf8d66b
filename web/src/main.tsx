/**
 * Entry point: the session, the router, toasts (docs/product.md §8) and the routes (app/Root.tsx). Pages
 * pre-rendered at build time (web/prerender.mjs: /welcome and the static pages) are hydrated when
 * the address is the one rendered; every other page is rendered here (over the layout index.html
 * shows).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { Root } from '@/app/Root';
import { startHydrating } from '@/lib/interaction';
import './styles.css';

const app = (
  <Root
    routed={
      <BrowserRouter>
        <App />
      </BrowserRouter>
    }
  />
);

const root = document.getElementById('root')!;
const path = location.pathname.replace(/(.)\/$/, '$1');
if (root.dataset.prerendered === path && !location.search) {
  startHydrating();
  hydrateRoot(root, app);
} else {
  // As a transition: the first render runs in slices, so the page answers a tap while it renders.
  const created = createRoot(root);
  startTransition(() => created.render(app));
}
