/**
 * The intro tour (docs/product.md §2 Chrome Site Tour, §9 intro-shown cookie): a few steps over what CatRep
 * offers, shown on /welcome while the intro-shown cookie is missing — at a first visit, and after
 * Site Tour, which removes it. Closing it
 * (Skip, Escape, or Done at the end) stores the intro-shown cookie for 3650 days. Arrow keys move
 * between steps; the dialog keeps the focus (native <dialog>).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { introShown, rememberIntroShown, subscribeIntro } from '@/lib/introCookie';
import { Modal } from '@/ui/Modal';

interface Step {
  title: string;
  picture: string;
  text: string;
}

const STEPS: Step[] = [
  {
    title: 'Welcome to CatRep',
    picture: '🐾',
    text: 'The social network for cat owners — CatReps — and their cats. Here is a short tour.',
  },
  {
    title: 'CatID',
    picture: '🐱',
    text: 'Give each of your cats its own profile: name, birthday, breed, where it lives. Cats that passed away are remembered in Catchies.',
  },
  {
    title: 'CatAlog',
    picture: '📸',
    text: 'Every cat has a photo album: upload several photos at once, add YouTube videos, and look through them full screen.',
  },
  {
    title: 'CatBlog',
    picture: '📔',
    text: 'Keep a diary for each cat, and choose who reads it: everyone, your CatReps, or only you.',
  },
  {
    title: 'CatShare',
    picture: '💬',
    text: 'The main feed: share news, photos and videos, and like and comment on what other CatReps share.',
  },
  {
    title: 'Connect and CatChat',
    picture: '🤝',
    text: 'Discover New CatReps and connect: your cats become CatMates, and they can chat with each other in CatChat.',
  },
];

export function IntroTour() {
  // Pre-rendered /welcome (web/prerender.mjs) is built without the tour; it opens once hydrated, and
  // follows the cookie: closing sets it, Site Tour removes it.
  const open = !useSyncExternalStore(subscribeIntro, introShown, () => true);
  // Browsers cap a cookie's life at 400 days: each visit renews the 3650 days asked for.
  useEffect(() => {
    if (introShown()) rememberIntroShown();
  }, []);
  const [step, setStep] = useState(0);
  // Arrow keys move between steps wherever the focus is in the dialog.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setStep((s) => Math.min(s + 1, STEPS.length - 1));
      if (e.key === 'ArrowLeft') setStep((s) => Math.max(s - 1, 0));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const close = () => {
    rememberIntroShown();
    setStep(0); // Site Tour may bring it back: from the start.
  };
  const last = step === STEPS.length - 1;
  const s = STEPS[step];
  return (
    <Modal open={open} title="Site Tour" onClose={close}>
      <div className="tour">
        <div className="tour-picture" aria-hidden="true">
          {s.picture}
        </div>
        <h3 className="tour-title">{s.title}</h3>
        <p aria-live="polite">{s.text}</p>
        <p className="muted small">
          Step {step + 1} of {STEPS.length}
        </p>
        <div className="actions">
          {step > 0 && (
            <button type="button" className="button" onClick={() => setStep(step - 1)}>
              Back
            </button>
          )}
          {last ? (
            <button type="button" className="button primary" onClick={close} autoFocus>
              Done
            </button>
          ) : (
            <button type="button" className="button primary" onClick={() => setStep(step + 1)} autoFocus>
              Next
            </button>
          )}
          {!last && (
            <button type="button" className="link" onClick={close}>
              Skip the tour
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
