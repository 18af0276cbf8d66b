/**
 * /cat-share (docs/product.md §1 CatShare, §2): the share form and the live main feed, newest first, in two
 * views — 'Everyone' and 'My CatReps' (posts by one's connections and one's own), opening on the one
 * last chosen in this browser. Listeners follow the screen: posts far above or below it stop
 * listening and stay as last read until scrolled back near (`useFeed`). The next page
 * loads as the window reaches the bottom; new posts by others appear at the top when the reader is
 * there, else behind a 'New posts' button. Posts and comments of CatReps a block stands between
 * the reader and, or whom the reader muted, are left out (`useFeed`, `Comments`). Guests and
 * unverified CatReps read but cannot share, like or comment (the 'Guest user' modal explains).
 * Trending's hashtags show above the views (`./Trending`, loaded apart: README "Find cats like yours").
 * A share ends in one toast (README "CatShare"): 'CatShare added successfully', or how many of its
 * photos uploaded and why the first that failed did; the composer then offers Retry for those.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '@/ui/toast';
import { toastUploadSummary } from '@/ui/uploadSummary';
import { useAction } from '@/lib/useAction';
import { refusalMessage } from '@/lib/api';
import { failure, success } from '@catrep/model';
import { useCurrentUser } from '@/session/currentUser';
import { EmptyState, LoadError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { NextPage } from '@/ui/NextPage';
import { useNearViewport } from '@/ui/useNearViewport';
import { Composer, type ComposerProps, type RetryPhoto, type SharePhoto } from './Composer';
import { PostList } from './PostList';
import { useCatChoices, useMateChoices } from './useCatChoices';
import { useFeed, type FeedView } from '@/data/feeds';
import { addPost, deletePost, uploadPostPhotos, type PhotoFailure, type ShareInput } from '@/data/posting';
import './catshare.css';

const Trending = lazy(() => import('./Trending'));

const VIEWS: { view: FeedView; label: string }[] = [
  { view: 'all', label: 'Everyone' },
  { view: 'catreps', label: 'My CatReps' },
];

/** Where this browser keeps the view last chosen (cleared with the rest at sign-out). */
const VIEW_KEY = 'catrep.catshareView';

/** The view last chosen in this browser: 'Everyone' until one is. */
const storedView = (): FeedView => (localStorage.getItem(VIEW_KEY) === 'catreps' ? 'catreps' : 'all');

export default function CatSharePage() {
  const { uid, isGuest, restricted, unverified } = useCurrentUser();
  // CatShare opens on the view last chosen here, and only that view is read: a CatRep who reads
  // 'My CatReps' pays for no 'Everyone' page (docs/scaling.md). A guest has 'Everyone' only.
  const [chosen, setChosen] = useState<FeedView>(storedView);
  const view: FeedView = isGuest ? 'all' : chosen;
  const setView = (next: FeedView) => {
    localStorage.setItem(VIEW_KEY, next);
    setChosen(next);
  };
  useDocumentTitle('CatShare');

  /** What the share under way is doing ("Uploading photo 2 of 5…"), said beside its button. */
  const [progress, setProgress] = useState<string | null>(null);
  const onPhoto = (index: number, total: number) => setProgress(`Uploading photo ${index + 1} of ${total}…`);
  const { run: share, pending } = useAction(
    async (
      input: ShareInput,
      photos: readonly SharePhoto[],
    ): Promise<false | { postId: string; failed: PhotoFailure[] }> => {
      const files = photos.flatMap((p) => (p.file ? [{ file: p.file, alt: p.alt }] : []));
      try {
        const { id, failed } = await addPost(input, files, onPhoto);
        toastPhotos(files.length, failed, success.catShareAdded);
        return { postId: id, failed };
      } catch (e) {
        toast.error(refusalMessage(e, failure.addCatShare));
        return false;
      } finally {
        setProgress(null);
      }
    },
  );

  const composer: ComposerProps = {
    onSubmit: share,
    pending,
    progress,
    onRetry: retryPhotos,
    onDiscard: discardPost,
  };

  return (
    <div className="catshare">
      <h1 className="sr-only">CatShare</h1>
      <section className="card" aria-label="Share something">
        {restricted ? (
          <Composer {...composer} restricted unverified={unverified} />
        ) : (
          <OwnComposer uid={uid} {...composer} />
        )}
      </section>
      <Suspense fallback={null}>
        <Trending />
      </Suspense>
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

/**
 * The composer of a CatRep who may share: "Who is in it?" offers their cats, and their CatMates on
 * request; what they begin is kept as their draft on this device (README "Find cats like yours").
 */
function OwnComposer({ uid, ...props }: ComposerProps & { uid: string }) {
  const cats = useCatChoices(uid);
  const mates = useMateChoices(uid);
  return <Composer {...props} catChoices={cats} mateChoices={mates} draftKey={uid} />;
}

/**
 * The one toast of a share's photos (ui/uploadSummary): `done` when all uploaded, else how many
 * did and why the first failure failed.
 */
function toastPhotos(total: number, failed: readonly PhotoFailure[], done: string) {
  if (failed.length === 0) toast.success(done);
  else
    toastUploadSummary({ added: total - failed.length, total, errors: failed.map((f) => f.message) }, done);
}

/** Uploads again the photos that did not upload, at their places; resolves those failing still. */
async function retryPhotos(postId: string, photos: readonly RetryPhoto[]): Promise<PhotoFailure[]> {
  const failed = await uploadPostPhotos(postId, photos);
  toastPhotos(photos.length, failed, photos.length === 1 ? success.photoUploaded : success.catShareAdded);
  return failed;
}

/** Deletes a post none of whose photos uploaded (the composer keeps the draft for another try). */
async function discardPost(postId: string): Promise<boolean> {
  try {
    await deletePost(postId);
    toast.success(success.catShareDeleted);
    return true;
  } catch (e) {
    toast.error(refusalMessage(e, failure.deletion));
    return false;
  }
}

const isAtTop = () => window.scrollY < 200;

/**
 * How far above and below the window a post counts as near: its listeners run (README "Keeping
 * first screens light"); further off, it stays as last read until scrolled back.
 */
const NEAR_PX = 1500;

function FeedList({ view }: { view: FeedView }) {
  const { uid } = useCurrentUser();
  const screen = useNearViewport(NEAR_PX);
  const feed = useFeed(view, uid, isAtTop, screen.far);
  const posts = feed.items;
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
      ) : (
        posts.length === 0 &&
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
      )}
      <PostList posts={status === 'success' ? posts : []} screen={screen} entryIds={feed.entryIds} />
      <NextPage list={feed} label="Loading more CatShares…" />
    </section>
  );
}
