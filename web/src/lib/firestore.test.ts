import { initializeApp } from 'firebase/app';
import { collection, getFirestore, orderBy, query, queryEqual } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { readConverter } from './firestore';

describe('readConverter', () => {
  it('gives the same converter each time, so a query built on every render stays equal (usePagedQuery)', () => {
    // No listener is attached: building queries opens no connection.
    const db = getFirestore(
      initializeApp({ projectId: 'demo-catrep', apiKey: 'demo-key' }, 'converter-test'),
    );
    const build = () =>
      query(
        collection(db, 'cats').withConverter(readConverter<{ name: string }>()),
        orderBy('createdAt', 'desc'),
      );
    expect(readConverter()).toBe(readConverter());
    expect(queryEqual(build(), build())).toBe(true);
    expect(readConverter<{ feedId: string }>('feedId')).not.toBe(readConverter());
  });
});
