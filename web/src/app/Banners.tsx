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

/**
 * The sticky banner inviting a guest to register (docs/product.md §1): the guest's one invitation —
 * one slim line with Register and Login, so that it covers little of a phone's screen (there the
 * top bar leaves its Login and Register to it, styles.css).
 */
export function GuestBanner() {
  return (
    <div className="banner banner-guest" role="region" aria-label="Guest banner">
      <p>
        <span className="banner-guest-long">You are looking around as a guest. </span>Join CatRep to share
        your cats.
      </p>
      <JoinActions />
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
