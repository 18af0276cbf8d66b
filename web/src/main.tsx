/** Entry point: the session, the router, toasts (SPEC §8) and the routes. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { SessionProvider } from '@/session/session';
import { App } from '@/app/App';
import './styles.css';

// Toasts rise from the bottom, where they cover neither the top bar nor its search box.
const toastPosition = window.matchMedia('(max-width: 599px)').matches ? 'bottom-center' : 'bottom-right';

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
