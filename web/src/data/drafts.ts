/**
 * Drafts of the CatShare composer (README "Find cats like yours", Drafts), kept on the device, one
 * per CatRep: what was typed, the chosen kind, the cats named and the video link survive a reload
 * or a closed tab; the photos picked too, as long as the browser keeps them.
 *
 * The text part lives in localStorage under `catrep:draft:{uid}` (read at once when the composer
 * opens); the photos — File objects, which IndexedDB stores as they are — in IndexedDB under
 * `catrep:draft-photos:{uid}` (idb-keyval). Keyed by uid, a draft is never shown to another
 * CatRep on the same browser. A browser that refuses or has dropped the photos (private mode,
 * storage cleared) leaves the draft's `photoCount` to say how many to choose again.
 */

/** idb-keyval, loaded with the first photo a draft keeps or looks for (not with CatShare's first screen). */
const idb = () => import('idb-keyval');

/** The text part of a draft. */
export interface DraftText {
  type: number;
  message: string;
  url: string;
  cats: string[];
  /** How many photos the draft held when it was last kept. */
  photoCount: number;
}

/** A photo of a draft: the picked file and its alt text. */
export interface DraftPhoto {
  key: string;
  alt: string;
  file: File;
}

const textKey = (uid: string) => `catrep:draft:${uid}`;
const photosKey = (uid: string) => `catrep:draft-photos:${uid}`;

/** Whether `value` is a stored draft's text (anything else in the slot is ignored). */
function isDraftText(value: unknown): value is DraftText {
  const d = value as DraftText | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.type === 'number' &&
    typeof d.message === 'string' &&
    typeof d.url === 'string' &&
    Array.isArray(d.cats) &&
    d.cats.every((c) => typeof c === 'string') &&
    typeof d.photoCount === 'number'
  );
}

/** `uid`'s draft text on this device, or null (none, unreadable, or storage refused). */
export function readDraftText(uid: string): DraftText | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(textKey(uid)) ?? 'null');
    return isDraftText(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps `draft` as `uid`'s draft text (a full storage keeps the previous one). */
export function keepDraftText(uid: string, draft: DraftText): void {
  try {
    localStorage.setItem(textKey(uid), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft lives on screen only.
  }
}

/** `uid`'s draft photos on this device: [] when there are none or the browser did not keep them. */
export async function readDraftPhotos(uid: string): Promise<DraftPhoto[]> {
  try {
    const { get } = await idb();
    const stored = (await get<DraftPhoto[]>(photosKey(uid))) ?? [];
    return stored.filter((p) => p && p.file instanceof Blob && typeof p.alt === 'string');
  } catch {
    return [];
  }
}

/** Keeps `photos` as `uid`'s draft photos; resolves whether the browser kept them. */
export async function keepDraftPhotos(uid: string, photos: readonly DraftPhoto[]): Promise<boolean> {
  try {
    const { del, set } = await idb();
    if (photos.length)
      await set(
        photosKey(uid),
        photos.map(({ key, alt, file }) => ({ key, alt, file })),
      );
    else await del(photosKey(uid));
    return true;
  } catch {
    return false;
  }
}

/** Forgets `uid`'s draft (it was shared, or discarded). */
export async function forgetDraft(uid: string): Promise<void> {
  try {
    localStorage.removeItem(textKey(uid));
  } catch {
    // Nothing kept.
  }
  await keepDraftPhotos(uid, []);
}
