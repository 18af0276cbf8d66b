/**
 * /cat-share/post/:id (README "Notifications"): one CatShare item on its own page, where like and
 * comment notifications lead. The post is read live (`usePost`), so likes, comments and edits show
 * at once; it is the feed's card with its comments open and the same like, edit, delete and report
 * actions. A post that was deleted, never existed or is not shared with the reader shows a
 * not-found state; a link leads back to CatShare.
 */
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FeedType } from '@catrep/model';
import { useLikedIds, usePost } from '@/data/feeds';
import { useConnectedIds } from '@/data/relations';
import { useReport } from '@/safety/ReportDialog';
import { useCurrentUser } from '@/session/currentUser';
import { useIsAdmin } from '@/session/session';
import { EmptyState, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { PostCard } from './PostCard';
import { PostComments, usePostActions } from './postActions';
import './catshare.css';

/** The page: the way back, then the post or why it is not there. */
export default function PostPage() {
  const { id = '' } = useParams();
  const { uid, isGuest, restricted } = useCurrentUser();
  const post = usePost(id);
  const liked = useLikedIds(uid, [id], !isGuest);
  const catMates = useConnectedIds(uid);
  const isAdmin = useIsAdmin();
  const report = useReport();
  const actions = usePostActions();
  const headingId = useId();
  useDocumentTitle('CatShare');

  const data = post.data;
  return (
    <section className="catshare post-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="sr-only">
        CatShare post
      </h1>
      <p className="post-back">
        <Link to="/cat-share">← Back to CatShare</Link>
      </p>
      {post.status === 'loading' ? (
        <Spinner label="Loading the post…" />
      ) : !data ? (
        <section className="card">
          <EmptyState title="This post is not here: it was deleted, or it is not shared with you.">
            <Link to="/cat-share">Go to CatShare</Link>
          </EmptyState>
        </section>
      ) : (
        <PostCard
          post={data}
          isMine={data.userId === uid}
          canManage={!isGuest && data.type !== FeedType.diary && (data.userId === uid || isAdmin)}
          isCatMate={catMates.has(data.userId)}
          liked={liked.has(data.id)}
          likePending={actions.likePending.has(data.id)}
          restricted={restricted}
          onLike={() => void actions.like(data.id)}
          onEdit={() => actions.edit(data)}
          onDelete={() => actions.remove(data)}
          onReport={
            restricted
              ? undefined
              : () =>
                  report.open(
                    `/feeds/${data.id}`,
                    data.type === FeedType.diary ? 'this diary entry' : 'this post',
                  )
          }
          commentsOpen
          renderComments={() => (
            <PostComments feedId={data.id} viewerId={uid} isAdmin={isAdmin} restricted={restricted} />
          )}
        />
      )}
      {report.dialog}
      {actions.dialogs}
    </section>
  );
}
