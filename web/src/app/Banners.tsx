/**
 * The banners of docs/product.md §1/§2: the unverified-account banner (its 'here' resends the validation
 * email), the sticky guest registration banner, and the fixed banner's Back to top button, which
 * joins the pinned top bar once the page is scrolled more than FIXED_BANNER_SCROLL_PX.
 */
import { useEffect, useState } from 'react';
import { FIXED_BANNER_SCROLL_PX, verificationBanner } from '@catrep/model';
import { JoinActions } from '@/ui/JoinActions';

/** docs/product.md §1 verification banner; `onResend` calls POST /users/revalidate. */
export function VerificationBanner({ onResend, pending }: { onResend: () => void; pending?: boolean }) {
  return (
    <div className="banner banner-warn" role="status">
      <p>
        {verificationBanner.text}
        <button type="button" className="link" onClick={onResend} disabled={pending}>
          {verificationBanner.link}
        </button>
        {verificationBanner.after}
      </p>
    </div>
  );
}

const GUEST_BANNER_KEY = 'catrep.guestBannerSmall';

/**
 * The sticky banner inviting a guest to register (docs/product.md §1). It can be made small (a phone has
 * little room): then it keeps only the Register and Login buttons, until the tab is closed.
 */
export function GuestBanner() {
  const [small, setSmall] = useState(() => sessionStorage.getItem(GUEST_BANNER_KEY) === '1');
  const toggle = () => {
    sessionStorage.setItem(GUEST_BANNER_KEY, small ? '0' : '1');
    setSmall(!small);
  };
  return (
    <div
      className={small ? 'banner banner-guest small' : 'banner banner-guest'}
      role="region"
      aria-label="Guest banner"
    >
      {!small && (
        <p>
          You are looking around as a guest. Join CatRep to add your cats, share photos and connect with other
          CatReps.
        </p>
      )}
      <JoinActions />
      <button type="button" className="link banner-toggle" aria-expanded={!small} onClick={toggle}>
        {small ? 'More' : 'Hide'}
      </button>
    </div>
  );
}

/** True once the window is scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold = FIXED_BANNER_SCROLL_PX): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/**
 * The fixed banner's own control (docs/product.md §2 Chrome, §9 FIXED_BANNER_SCROLL_PX): once the page
 * is scrolled past the threshold the top bar, pinned to the top of the window, is the fixed banner,
 * and this button at its end brings the reader back to the top. The bar keeps its navigation,
 * search and badges (app/TopBar.tsx).
 */
export function BackToTop() {
  return (
    <button
      type="button"
      className="navlink back-to-top"
      aria-label="Back to top"
      title="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
