/** Entry point: the session, the router, toasts (SPEC §8) and the routes. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { SessionProvider } from '@/session/session';
import { App } from '@/app/App';
import './styles.css';

// On phones toasts rise from the bottom, where they do not cover the top bar.
const toastPosition = window.matchMedia('(max-width: 599px)').matches ? 'bottom-center' : 'top-center';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <Toaster position={toastPosition} richColors closeButton />
    </SessionProvider>
  </StrictMode>,
);
