/**
 * The offline state every page shows (README "How the pieces fit"): while the browser has no
 * network, a banner at the top of the page says so. It lives in a module of its own, apart from
 * ./Banners, because it is part of every first screen (app/Root.tsx).
 */
import { useOnline } from '@/ui/useOnline';

/**
 * 'You are offline' at the top of the page while the browser is offline; nothing once it is back
 * online. The live region itself is always there, so screen readers announce the change.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-status" role="status">
      {!online && (
        <div className="banner banner-offline">
          <p>
            <strong>You are offline.</strong>{' '}
            <span className="offline-more">
              CatRep shows what it has loaded until the connection is back.
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
