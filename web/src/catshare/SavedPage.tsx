/**
 * /saved (README "Find cats like yours", Saved posts): the posts the CatRep saved, newest save
 * first, each the feed's card (live counts, Save to take it out), a page at a time as the list's
 * end comes into view (`useSavedPosts`). A post that was deleted or left their reach is not
 * listed. The CatRep's alone: a guest is told to register.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSavedPosts } from '@/data/saved';
import { useCurrentUser } from '@/session/currentUser';
import { NextPage } from '@/ui/NextPage';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { PostList } from './PostList';
import './catshare.css';

export default function SavedPage() {
  const { isGuest } = useCurrentUser();
  const headingId = useId();
  useDocumentTitle('Saved');
  return (
    <section className="catshare saved-page" aria-labelledby={headingId}>
      <header className="page-header">
        <h1 id={headingId}>Saved</h1>
      </header>
      {isGuest ? (
        <section className="card">
          <EmptyState title="Saved posts are for CatReps.">
            <Link to="/welcome">Register to keep the posts you love.</Link>
          </EmptyState>
        </section>
      ) : (
        <SavedList />
      )}
    </section>
  );
}

function SavedList() {
  const list = useSavedPosts();
  const { status, items } = list;
  return (
    <div aria-busy={status === 'loading'}>
      {status === 'error' ? (
        <ListError message="Your saved posts could not be loaded." />
      ) : status === 'loading' ? (
        <Spinner label="Loading your saved posts…" />
      ) : (
        items.length === 0 &&
        list.done && (
          <section className="card">
            <EmptyState title="No saved posts yet.">
              <p>Tap Save under a post to keep it here. Only you see what you saved.</p>
            </EmptyState>
          </section>
        )
      )}
      <PostList posts={status === 'success' ? items : []} />
      <NextPage list={list} label="Loading more saved posts…" />
    </div>
  );
}
