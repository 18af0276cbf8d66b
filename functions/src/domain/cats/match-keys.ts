/**
 * The breed and city keys of cats stored before they existed (README "Find cats like yours",
 * operators): every cat gets `breedKey` and `cityKey` — and a breed the list names its name from
 * the list ('maine coon' → 'Maine Coon'; any other stays as written) — as `POST /cats` and
 * `PUT /cats/{id}` write them now, so the breed and place lists find it. Run by
 * `npm run backfill-cat-keys` (operators/backfill-cat-keys.ts); running it again changes nothing.
 */
import pMap from 'p-map';
import { matchKey, storedBreed } from '@catrep/model';
import { cats } from '../../store/collections.js';
import { forEachPage } from '../../store/every-page.js';

/** gRPC FAILED_PRECONDITION: the cat changed since it was read (an edit wrote its keys itself). */
const FAILED_PRECONDITION = 9;

/** What a backfill did: cats read, cats given keys. */
export interface KeyBackfill {
  read: number;
  updated: number;
}

/**
 * Gives every cat its stored breed and keys, `pageSize` cats a page in document-id order, each
 * update only if the cat has not changed since it was read; `onPage` hears the running counts.
 */
export async function backfillCatKeys({
  pageSize = 300,
  onPage = (_done: KeyBackfill) => {},
} = {}): Promise<KeyBackfill> {
  const done: KeyBackfill = { read: 0, updated: 0 };
  const keyed = cats.select('breed', 'city', 'breedKey', 'cityKey');
  await forEachPage(keyed, pageSize, async (docs) => {
    await pMap(
      docs,
      async (d) => {
        const breed = typeof d.get('breed') === 'string' ? (d.get('breed') as string) : '';
        const city = typeof d.get('city') === 'string' ? (d.get('city') as string) : '';
        const want = { ...storedBreed(breed), cityKey: matchKey(city) };
        if (want.breed === breed && d.get('breedKey') === want.breedKey && d.get('cityKey') === want.cityKey)
          return;
        try {
          await d.ref.update(want, { lastUpdateTime: d.updateTime });
          done.updated += 1;
        } catch (e) {
          if ((e as { code?: number }).code !== FAILED_PRECONDITION) throw e;
        }
      },
      { concurrency: 10 },
    );
    done.read += docs.length;
    onPage({ ...done });
  });
  return done;
}
