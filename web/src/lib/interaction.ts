/**
 * The first interaction with a pre-rendered page (README "Keeping first screens light"): the
 * HTML of /welcome and the static pages is rendered at build time (web/prerender.mjs), so code a
 * screen needs only once someone acts on it (forms, Firebase Auth, toasts) waits for the first
 * pointer, key or touch, or focus in a field. A page that was not pre-rendered (client render) waits for
 * nothing.
 */

/** True when the page started from pre-rendered HTML that React hydrates (set by main.tsx). */
let hydrating = false;
let resolveInteraction: () => void = () => undefined;
const interaction = new Promise<void>((resolve) => (resolveInteraction = resolve));

const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Called once by main.tsx: from now on deferred code waits for the first interaction. */
export function startHydrating(): void {
  hydrating = true;
  const done = (e: Event) => {
    // Focus counts when it lands in a field (typing follows), not when a dialog moves it.
    if (e.type === 'focusin' && !(e.target instanceof Element && e.target.matches('input, select, textarea')))
      return;
    for (const name of EVENTS) window.removeEventListener(name, done, true);
    resolveInteraction();
  };
  // Capture phase on window: React stops events aimed at parts it has not hydrated yet.
  for (const e of EVENTS) window.addEventListener(e, done, { capture: true, passive: true });
  // A form sent before its code arrived must not go to the address bar as a GET (a password in
  // the URL); it is held and sent again once the form's code is there (`formsReady`).
  window.addEventListener(
    'submit',
    (e) => {
      if (formsAreReady || !(e.target instanceof HTMLFormElement)) return;
      e.preventDefault();
      heldSubmit = e.target.getAttribute('aria-label');
    },
    true,
  );
}

let formsAreReady = false;
let heldSubmit: string | null = null;

/**
 * Called by a screen's forms once their code has mounted: from now on forms submit as usual, and
 * one sent before that (held above) is sent again, so the click that sent it is not lost.
 */
export function formsReady(): void {
  formsAreReady = true;
  const label = heldSubmit;
  heldSubmit = null;
  if (!label) return;
  const form = [...document.querySelectorAll('form')].find((f) => f.getAttribute('aria-label') === label);
  form?.requestSubmit();
}

/** Resolves at the first interaction with a pre-rendered page, else at once. */
export function afterFirstInteraction(): Promise<void> {
  return hydrating ? interaction : Promise.resolve();
}

/** `load` after the first interaction (pre-rendered page) or at once (elsewhere, and at build time). */
export function loadOnInteraction<T>(load: () => Promise<T>): () => Promise<T> {
  return () => afterFirstInteraction().then(load);
}

/**
 * Runs `load` once, at the first of: the browser's next idle time (`requestIdleCallback`, else a
 * short timeout) or the first interaction with a pre-rendered page — for what a form will need
 * (its select's options) but the first paint does not.
 */
export function loadWhenIdle(load: () => unknown): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    load();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
  void afterFirstInteraction().then(run);
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What was typed into the fields of a pre-rendered form in `container` before its code arrived,
 * and a function that puts it back (with the events React listens to) once the form is hydrated:
 * react-hook-form writes its default values into the fields when it registers them.
 */
export function keepTypedValues(container: Element | null): () => void {
  const typed: [Field, string | boolean][] = [];
  for (const el of container?.querySelectorAll<Field>('input, select, textarea') ?? []) {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== el.defaultChecked) typed.push([el, el.checked]);
    } else if (el instanceof HTMLSelectElement) {
      if ([...el.options].some((o) => o.selected !== o.defaultSelected)) typed.push([el, el.value]);
    } else if (el.value !== el.defaultValue) typed.push([el, el.value]);
  }
  return () => {
    for (const [el, value] of typed) {
      if (!el.isConnected) continue;
      if (typeof value === 'boolean') {
        if ((el as HTMLInputElement).checked !== value) el.click();
      } else if (el.value !== value) {
        // The prototype's setter: React tracks the element's own value property.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
        el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    }
  };
}
