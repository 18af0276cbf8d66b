/**
 * /cat-share (docs/product.md §1 CatShare, §2): the share form and the live main feed, newest first, in two
 * views — 'Everyone' and 'My CatReps' (posts by one's connections and one's own). The next page
 * loads as the window reaches the bottom; new posts by others appear at the top when the reader is
 * there, else behind a 'New posts' button. Posts and comments of CatReps a block stands between
 * the reader and, or whom the reader muted, are left out (`useFeed`, `Comments`). Guests and
 * unverified CatReps read but cannot share, like or comment (the 'Guest user' modal explains).
 */
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/ui/toast';
import { useAction } from '@/lib/useAction';
import { failure, FeedType, success } from '@catrep/model';
import { useCurrentUser } from '@/session/currentUser';
import { EmptyState, LoadError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { NextPage } from '@/ui/NextPage';
import { Composer } from './Composer';
import { PostCard } from './PostCard';
import { PostComments, usePostActions } from './postActions';
import {
  addPost,
  PhotoUploadError,
  useFeed,
  useLikedIds,
  type FeedView,
  type ShareInput,
} from '@/data/feeds';
import { useConnectedIds } from '@/data/relations';
import { useIsAdmin } from '@/session/session';
import { useReport } from '@/safety/ReportDialog';
import './catshare.css';

const VIEWS: { view: FeedView; label: string }[] = [
  { view: 'all', label: 'Everyone' },
  { view: 'catreps', label: 'My CatReps' },
];

export default function CatSharePage() {
  const { isGuest, restricted, unverified } = useCurrentUser();
  const [view, setView] = useState<FeedView>('all');
  useDocumentTitle('CatShare');

  const { run: share, pending } = useAction(
    async (input: ShareInput, photo: File | null): Promise<boolean> => {
      try {
        await addPost(input, photo);
        toast.success(success.catShareAdded);
        return true;
      } catch (e) {
        toast.error(e instanceof PhotoUploadError ? failure.photoUpload : failure.addCatShare);
        return false;
      }
    },
  );

  return (
    <div className="catshare">
      <h1 className="sr-only">CatShare</h1>
      <section className="card" aria-label="Share something">
        <Composer onSubmit={share} pending={pending} restricted={restricted} unverified={unverified} />
      </section>
      {!isGuest && (
        <div className="tabs catshare-views" role="tablist" aria-label="Feed">
          {VIEWS.map((v) => (
            <button
              key={v.view}
              type="button"
              role="tab"
              className="tab"
              aria-selected={view === v.view}
              onClick={() => setView(v.view)}
            >
              {v.label}
            </button>
          ))}
        </div>
      )}
      <FeedList key={view} view={view} />
    </div>
  );
}

const isAtTop = () => window.scrollY < 200;

function FeedList({ view }: { view: FeedView }) {
  const { uid, isGuest, restricted } = useCurrentUser();
  const feed = useFeed(view, uid, isAtTop);
  const posts = feed.items;
  const ids = useMemo(() => posts.map((p) => p.id), [posts]);
  const liked = useLikedIds(uid, ids, !isGuest);
  const catMates = useConnectedIds(uid);
  const isAdmin = useIsAdmin();
  const report = useReport();
  const actions = usePostActions();

  const { status } = feed;

  // Reaching the top shows waiting new posts.
  const { newCount, revealNew } = feed;
  useEffect(() => {
    if (newCount === 0) return;
    const onScroll = () => {
      if (isAtTop()) revealNew();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [newCount, revealNew]);

  return (
    <section
      className="catshare-feed"
      aria-label={view === 'all' ? 'Everyone' : 'My CatReps'}
      aria-busy={status === 'loading'}
    >
      {newCount > 0 && (
        <button
          type="button"
          className="button primary new-posts"
          onClick={() => {
            revealNew();
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        >
          {newCount === 1 ? '1 new post' : `${newCount} new posts`}
        </button>
      )}
      {status === 'error' ? (
        <LoadError message={feed.error ?? 'The CatShares could not be loaded.'} />
      ) : status === 'loading' ? (
        <Spinner label="Loading CatShares…" />
      ) : posts.length === 0 ? (
        // A first page of hidden authors' posts only: the next page is on its way.
        feed.done && (
          <EmptyState
            title={
              view === 'all'
                ? 'No CatShares yet… Share the first one!'
                : 'No CatShares yet from you or your CatReps.'
            }
          />
        )
      ) : (
        <ol className="post-list">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                isMine={post.userId === uid}
                canManage={!isGuest && post.type !== FeedType.diary && (post.userId === uid || isAdmin)}
                isCatMate={catMates.has(post.userId)}
                liked={liked.has(post.id)}
                likePending={actions.likePending.has(post.id)}
                restricted={restricted}
                onLike={() => void actions.like(post.id)}
                onEdit={() => actions.edit(post)}
                onDelete={() => actions.remove(post)}
                onReport={
                  restricted
                    ? undefined
                    : () =>
                        report.open(
                          `/feeds/${post.id}`,
                          post.type === FeedType.diary ? 'this diary entry' : 'this post',
                        )
                }
                renderComments={() => (
                  <PostComments feedId={post.id} viewerId={uid} isAdmin={isAdmin} restricted={restricted} />
                )}
              />
            </li>
          ))}
        </ol>
      )}
      <NextPage list={feed} label="Loading more CatShares…" />
      {report.dialog}
      {actions.dialogs}
    </section>
  );
}
