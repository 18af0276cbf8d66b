/**
 * "Appears in" on a CatID page (README "CatShare"): the public CatShare posts that name the cat,
 * newest first, live and paged (`useAppearsIn`; the next page loads as the list's end comes into
 * view), each the feed's card with its likes, comments and actions (`@/catshare/PostList`). Shows a
 * spinner while the first page loads, "No posts name Mittens yet." when there are none, and "The
 * posts that name Mittens could not be loaded." when the list could not be read. Loaded after the CatID's header (CatIdPage renders it
 * lazily below the details), so the header never waits for it.
 */
import { useId } from 'react';
import { useAppearsIn } from '@/data/feeds';
import { PostList } from '@/catshare/PostList';
import { ListError, Spinner } from '@/ui/Status';
import { NextPage } from '@/ui/NextPage';

export default function AppearsIn({ catId, catName }: { catId: string; catName: string }) {
  const list = useAppearsIn(catId);
  const headingId = useId();
  const { status, items } = list;
  const name = catName || 'this cat';
  return (
    <section className="appears-in" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h2 id={headingId}>Appears in</h2>
      {status === 'error' ? (
        <ListError message={`The posts that name ${name} could not be loaded.`} />
      ) : status === 'loading' ? (
        <Spinner label={`Loading the posts that name ${name}…`} />
      ) : (
        items.length === 0 && list.done && <p className="muted">No posts name {name} yet.</p>
      )}
      <PostList posts={status === 'success' ? items : []} />
      <NextPage list={list} label="Loading more posts…" />
    </section>
  );
}
