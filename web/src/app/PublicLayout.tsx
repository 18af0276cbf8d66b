/**
 * Layout of the public routes (/welcome, /validate, static pages, /contact): a slim header with
 * the brand and either a link back into CatRep (signed in) or Login/Register, then the footer.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/session/session';
import { JoinActions } from '@/ui/JoinActions';
import { Footer } from './Footer';
import { Brand } from './Brand';

export function PublicLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const onWelcome = useLocation().pathname === '/welcome';
  return (
    <div className="app">
      <header className="topbar">
        <Brand to="/welcome" label="CatRep welcome" />
        <nav aria-label="Main" className="topnav">
          {session.state === 'signedIn' ? (
            <Link className="navlink" to="/information">
              My Profile
            </Link>
          ) : onWelcome ? null : (
            <JoinActions as="nav" />
          )}
        </nav>
      </header>
      <main className="main" id="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
