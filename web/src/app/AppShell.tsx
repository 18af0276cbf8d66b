/**
 * The signed-in layout before its data is there (issue 13: no full-page spinner on a reload):
 * the top bar with the brand and an empty main area, shown while Firebase Auth restores the
 * session, the signed-in code loads and `GET /users/user` answers. No footer: it would move down
 * when the screen fills (a layout shift); it appears with the screen instead.
 */
import { Brand } from './Brand';

export function AppShell() {
  return (
    <div className="app">
      <header className="topbar">
        <Brand />
      </header>
      <main className="main" id="main" aria-busy="true">
        <span className="sr-only" role="status">
          Loading…
        </span>
      </main>
    </div>
  );
}
