/**
 * /cat-share (SPEC §1 CatShare, §2): the share form and the live main feed, newest first, in two
 * views — 'Everyone' and 'My CatReps' (posts by one's connections and one's own). The next page
 * loads as the window reaches the bottom; new posts by others appear at the top when the reader is
 * there, else behind a 'New posts' button. Posts and comments of CatReps a block stands between
 * the reader and, or whom the reader muted, are left out (`useFeed`, `Comments`). Guests and
 * unverified CatReps read but cannot share, like or comment (the 'Guest user' modal explains).
 */
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '@/ui/toast';
import { failure, FeedType, success } from '@catrep/model';
import { useCurrentUser } from '@/session/currentUser';
import { ConfirmModal, Modal } from '@/ui/Modal';
import { EmptyState, LoadError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { NextPage } from '@/ui/NextPage';
import { Composer } from './Composer';
import { PostCard } from './PostCard';
import {
  addPost,
  deletePost,
  editPost,
  PhotoUploadError,
  toggleLike,
  useFeed,
  useLikedIds,
  type FeedView,
  type Post,
  type ShareInput,
} from '@/data/feeds';
import { useConnectedIds } from '@/data/relations';
import { useIsAdmin } from '@/session/session';
import { useReport } from '@/safety/ReportDialog';
import { PartErrorBoundary } from '@/ui/ErrorBoundary';
import './catshare.css';

/** A post's comments (and their form's rules) load when a CatRep first opens them (issue 13). */
const Comments = lazy(() => import('./Comments').then((m) => ({ default: m.Comments })));

const VIEWS: { view: FeedView; label: string }[] = [
  { view: 'all', label: 'Everyone' },
  { view: 'catreps', label: 'My CatReps' },
];

export default function CatSharePage() {
  const { isGuest, restricted, unverified } = useCurrentUser();
  const [view, setView] = useState<FeedView>('all');
  const [pending, setPending] = useState(false);
  useDocumentTitle('CatShare');

  const share = async (input: ShareInput, photo: File | null): Promise<boolean> => {
    setPending(true);
    try {
      await addPost(input, photo);
      toast.success(success.catShareAdded);
      return true;
    } catch (e) {
      toast.error(e instanceof PhotoUploadError ? failure.photoUpload : failure.addCatShare);
      return false;
    } finally {
      setPending(false);
    }
  };

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
  const [likePending, setLikePending] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [busy, setBusy] = useState(false);

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

  const like = useCallback(async (id: string) => {
    setLikePending((s) => new Set(s).add(id));
    try {
      await toggleLike(id);
    } catch {
      toast.error(failure.like);
    } finally {
      setLikePending((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }, []);

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
                likePending={likePending.has(post.id)}
                restricted={restricted}
                onLike={() => void like(post.id)}
                onEdit={() => setEditing(post)}
                onDelete={() => setDeleting(post)}
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
                  <PartErrorBoundary message="The comments are not available.">
                    <Suspense fallback={<Spinner label="Loading comments…" />}>
                      <Comments feedId={post.id} viewerId={uid} isAdmin={isAdmin} restricted={restricted} />
                    </Suspense>
                  </PartErrorBoundary>
                )}
              />
            </li>
          ))}
        </ol>
      )}
      <NextPage list={feed} label="Loading more CatShares…" />
      {report.dialog}

      <Modal open={editing !== null} title="Edit CatShare" onClose={() => setEditing(null)}>
        {editing && (
          <Composer
            initial={{ type: editing.type, message: editing.content.message, url: editing.content.url }}
            submitLabel="Save"
            onCancel={() => setEditing(null)}
            pending={busy}
            onSubmit={async (input) => {
              setBusy(true);
              try {
                await editPost(editing.id, input);
                toast.success(success.catShareEdited);
                setEditing(null);
                return true;
              } catch {
                toast.error(failure.editing);
                return false;
              } finally {
                setBusy(false);
              }
            }}
          />
        )}
      </Modal>

      <ConfirmModal
        open={deleting !== null}
        title="Delete CatShare"
        confirmLabel="Delete"
        pending={busy}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setBusy(true);
          try {
            await deletePost(deleting.id);
            toast.success(success.catShareDeleted);
            setDeleting(null);
          } catch {
            toast.error(failure.deletion);
          } finally {
            setBusy(false);
          }
        }}
      >
        <p>Do you really want to delete this CatShare? Its likes and comments go with it.</p>
      </ConfirmModal>
    </section>
  );
}
