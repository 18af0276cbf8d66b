/**
 * CatShare posts as their reader sees them, wherever they are listed (docs/product.md §3 Feed
 * item): the main feed (/cat-share), a post's own page, a CatID's "Appears in", a hashtag's page
 * and Saved. `usePostReader` gathers what every card needs of the reader — who they are, which
 * posts they liked and saved, whom they
 * are connected with, the report dialog, Mute and Block of an author and the post actions
 * (`./postActions`) — and
 * `ReaderPostCard` draws one post with it; `PostList` is a list of them with the dialogs.
 */
import { memo, useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { FeedType } from '@catrep/model';
import { useLikedIds, type Post } from '@/data/feeds';
import { useLostAmong } from '@/data/cats';
import { useConnectedAmong } from '@/data/relations';
import { useSavedIds } from '@/data/saved';
import { useMuteBlock } from '@/safety/MuteBlock';
import { useReport } from '@/safety/ReportDialog';
import { useCurrentUser } from '@/session/currentUser';
import { useIsAdmin } from '@/session/session';
import type { MoreMenuItem } from '@/ui/MoreMenu';
import type { NearViewport } from '@/ui/useNearViewport';
import { PostCard } from './PostCard';
import { PostComments, usePostActions } from './postActions';
import './catshare.css';

/** What the cards of one screen share: the reader, their likes of `ids`, connections and actions. */
export interface PostReader {
  uid: string;
  isGuest: boolean;
  restricted: boolean;
  isAdmin: boolean;
  liked: ReadonlySet<string>;
  /** Which of the posts the reader saved (README "Find cats like yours"). */
  saved: ReadonlySet<string>;
  catMates: ReadonlySet<string>;
  /** The named cats that are lost: catId → report id (the Lost ribbon, docs/product.md §10). */
  lostCats: ReadonlyMap<string, string>;
  report: ReturnType<typeof useReport>;
  /** Mute and Block of a post's author, in its ⋯ menu. */
  muteBlock: ReturnType<typeof useMuteBlock>;
  actions: ReturnType<typeof usePostActions>;
  /** The report and post-action dialogs: render once beside the posts. */
  dialogs: ReactNode;
}

/**
 * The reader of the posts `ids` by `authorIds` on screen, naming the cats `catIds` (see the
 * module's comment); `far` names posts far off screen, whose likes and saves stop listening
 * (`useLikedIds`, `useSavedIds`).
 */
export function usePostReader(
  ids: string[],
  authorIds: string[],
  catIds: string[] = [],
  far?: ReadonlySet<string>,
): PostReader {
  const { uid, isGuest, restricted } = useCurrentUser();
  const liked = useLikedIds(uid, ids, !isGuest, far);
  const saved = useSavedIds(uid, ids, !isGuest, far);
  const catMates = useConnectedAmong(uid, authorIds);
  const lostCats = useLostAmong(catIds);
  const isAdmin = useIsAdmin();
  const report = useReport();
  const muteBlock = useMuteBlock({ named: true });
  const actions = usePostActions();
  const dialogs = (
    <>
      {report.dialog}
      {muteBlock.dialog}
      {actions.dialogs}
    </>
  );
  return {
    uid,
    isGuest,
    restricted,
    isAdmin,
    liked,
    saved,
    catMates,
    lostCats,
    report,
    muteBlock,
    actions,
    dialogs,
  };
}

/** One post for `reader`: the card with its actions wired; `commentsOpen` on a post's own page. */
/** What one card shows of its reader: plain values, so an unchanged card is not drawn again. */
interface CardView {
  post: Post;
  commentsOpen?: boolean;
  uid: string;
  isGuest: boolean;
  restricted: boolean;
  isAdmin: boolean;
  liked: boolean;
  saved: boolean;
  isCatMate: boolean;
  likePending: boolean;
  savePending: boolean;
  catPending: boolean;
  lostCats: ReadonlyMap<string, string>;
  /** The author's Mute and Block, made again only when what they say changes. */
  moreItems: MoreMenuItem[] | undefined;
  /** The reader as last drawn: the card's buttons act through it, whenever they are pressed. */
  latest: RefObject<PostReader>;
}

/**
 * One card of a list (see `ReaderPostCard`): drawn again only when its post or one of its values
 * changes — a like, a save or a new count on one post redraws that card alone, not the whole feed.
 */
const ReaderCard = memo(function ReaderCard(view: CardView) {
  const { post, uid, isGuest, restricted, isAdmin, latest } = view;
  const diary = post.type === FeedType.diary;
  return (
    <PostCard
      post={post}
      isMine={post.userId === uid}
      canManage={!isGuest && !diary && (post.userId === uid || isAdmin)}
      isCatMate={view.isCatMate}
      liked={view.liked}
      likePending={view.likePending}
      restricted={restricted}
      viewerId={isGuest ? '' : uid}
      onRemoveCat={restricted ? undefined : (cat) => void latest.current.actions.removeCat(post, cat)}
      removeCatPending={view.catPending}
      lostCats={view.lostCats}
      onLike={() => void latest.current.actions.like(post.id)}
      saved={view.saved}
      savePending={view.savePending}
      onSave={() => void latest.current.actions.save(post.id, latest.current.saved.has(post.id))}
      onEdit={() => latest.current.actions.edit(post)}
      onDelete={() => latest.current.actions.remove(post)}
      onReport={
        restricted
          ? undefined
          : () => latest.current.report.open(`/feeds/${post.id}`, diary ? 'this diary entry' : 'this post')
      }
      moreItems={view.moreItems}
      commentsOpen={view.commentsOpen}
      renderComments={() => (
        <PostComments feedId={post.id} viewerId={uid} isAdmin={isAdmin} restricted={restricted} />
      )}
    />
  );
});

/** One post as `reader` sees it (`ReaderCard`). */
export function ReaderPostCard({
  post,
  reader,
  commentsOpen,
}: {
  post: Post;
  reader: PostReader;
  commentsOpen?: boolean;
}) {
  const latest = useRef(reader);
  useLayoutEffect(() => {
    latest.current = reader;
  });
  const { restricted, muteBlock } = reader;
  const authorMuted = muteBlock.isMuted(post.userId);
  const moreItems = useMemo(
    () => (restricted ? undefined : muteBlock.itemsFor(post.user)),
    // Made again when what the items say changes; their actions need nothing newer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [restricted, post.user, authorMuted, muteBlock.pending],
  );
  return (
    <ReaderCard
      post={post}
      commentsOpen={commentsOpen}
      uid={reader.uid}
      isGuest={reader.isGuest}
      restricted={restricted}
      isAdmin={reader.isAdmin}
      liked={reader.liked.has(post.id)}
      saved={reader.saved.has(post.id)}
      isCatMate={reader.catMates.has(post.userId)}
      likePending={reader.actions.likePending.has(post.id)}
      savePending={reader.actions.savePending.has(post.id)}
      catPending={reader.actions.catPending.has(post.id)}
      lostCats={reader.lostCats}
      moreItems={moreItems}
      latest={latest}
    />
  );
}

export function PostList({
  posts,
  screen,
  entryIds,
}: {
  posts: Post[];
  screen?: NearViewport;
  entryIds?: string[];
}) {
  const ids = useMemo(() => entryIds ?? posts.map((p) => p.id), [entryIds, posts]);
  const authorIds = useMemo(() => posts.map((p) => p.userId), [posts]);
  const catIds = useMemo(() => posts.flatMap((p) => (p.cats ?? []).map((c) => c.id)), [posts]);
  const reader = usePostReader(ids, authorIds, catIds, screen?.far);
  return (
    <>
      {posts.length > 0 && (
        <ol className="post-list">
          {posts.map((post) => (
            <li key={post.id} ref={screen?.observe(post.id)}>
              <ReaderPostCard post={post} reader={reader} />
            </li>
          ))}
        </ol>
      )}
      {reader.dialogs}
    </>
  );
}
