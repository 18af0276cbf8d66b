/**
 * The signed-in layout before its data is there (no full-page spinner on a reload):
 * the top bar with the brand and an empty main area, shown while Firebase Auth restores the
 * session, the signed-in code loads and `GET /users/user` answers. No footer: it would move down
 * when the screen fills (a layout shift); it appears with the screen instead. The top bar holds
 * places of the search box, the navigation and the tools (bell, Me), so it is as tall as the real
 * one (app/TopBar.tsx: one row at every width) and the main area does not move when that one
 * arrives; below 860 px the empty navigation is the tab bar at the bottom of the window.
 */
import { Brand } from './Brand';

export function AppShell() {
  return (
    <div className="app with-tabbar">
      <header className="topbar">
        <Brand />
        <div className="search" aria-hidden="true">
          <input className="search-input" tabIndex={-1} disabled />
        </div>
        <div className="topnav tabbar" aria-hidden="true">
          <span className="navlink">&nbsp;</span>
        </div>
        <div className="topbar-tools" aria-hidden="true">
          <span className="navlink">&nbsp;</span>
        </div>
      </header>
      <main className="main" id="main" aria-busy="true">
        <span className="sr-only" role="status">
          Loading…
        </span>
      </main>
    </div>
  );
}
