/**
 * CatShare posts as their reader sees them, wherever they are listed (docs/product.md §3 Feed
 * item): the main feed (/cat-share), a post's own page, a CatID's "Appears in", a hashtag's page
 * and Saved. `usePostReader` gathers what every card needs of the reader — who they are, which
 * posts they liked and saved, whom they
 * are connected with, the report dialog, Mute and Block of an author and the post actions
 * (`./postActions`) — and
 * `ReaderPostCard` draws one post with it; `PostList` is a list of them with the dialogs.
 */
import { useMemo, type ReactNode } from 'react';
import { FeedType } from '@catrep/model';
import { useLikedIds, type Post } from '@/data/feeds';
import { useLostAmong } from '@/data/cats';
import { useConnectedAmong } from '@/data/relations';
import { useSavedIds } from '@/data/saved';
import { useMuteBlock } from '@/safety/MuteBlock';
import { useReport } from '@/safety/ReportDialog';
import { useCurrentUser } from '@/session/currentUser';
import { useIsAdmin } from '@/session/session';
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
export function ReaderPostCard({
  post,
  reader,
  commentsOpen,
}: {
  post: Post;
  reader: PostReader;
  commentsOpen?: boolean;
}) {
  const { uid, isGuest, restricted, isAdmin, actions, report } = reader;
  const diary = post.type === FeedType.diary;
  return (
    <PostCard
      post={post}
      isMine={post.userId === uid}
      canManage={!isGuest && !diary && (post.userId === uid || isAdmin)}
      isCatMate={reader.catMates.has(post.userId)}
      liked={reader.liked.has(post.id)}
      likePending={actions.likePending.has(post.id)}
      restricted={restricted}
      viewerId={isGuest ? '' : uid}
      onRemoveCat={restricted ? undefined : (cat) => void actions.removeCat(post, cat)}
      removeCatPending={actions.catPending.has(post.id)}
      lostCats={reader.lostCats}
      onLike={() => void actions.like(post.id)}
      saved={reader.saved.has(post.id)}
      savePending={actions.savePending.has(post.id)}
      onSave={() => void actions.save(post.id, reader.saved.has(post.id))}
      onEdit={() => actions.edit(post)}
      onDelete={() => actions.remove(post)}
      onReport={
        restricted
          ? undefined
          : () => report.open(`/feeds/${post.id}`, diary ? 'this diary entry' : 'this post')
      }
      moreItems={restricted ? undefined : reader.muteBlock.itemsFor(post.user)}
      commentsOpen={commentsOpen}
      renderComments={() => (
        <PostComments feedId={post.id} viewerId={uid} isAdmin={isAdmin} restricted={restricted} />
      )}
    />
  );
}

/**
 * `posts` as a list of cards (`ol.post-list`), with the dialogs their actions open. A feed passes
 * `screen` (`useNearViewport`) to learn which cards are far off screen, and `entryIds`, every post
 * its pages name (arrived or not), so the likes are asked for a page at a time.
 */
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
