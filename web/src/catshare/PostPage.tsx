/**
 * /cat-share/post/:id (README "Notifications"): one CatShare item on its own page, where like and
 * comment notifications lead. The post is read live (`usePost`), so likes, comments and edits show
 * at once; it is the feed's card with its comments open and the same like, edit, delete and report
 * actions. A post that was deleted, never existed or is not shared with the reader shows a
 * not-found state; a link leads back to CatShare.
 */
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePost } from '@/data/feeds';
import { EmptyState, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { ReaderPostCard, usePostReader } from './PostList';
import './catshare.css';

/** The page: the way back, then the post or why it is not there. */
export default function PostPage() {
  const { id = '' } = useParams();
  const post = usePost(id);
  const reader = usePostReader(
    [id],
    post.data ? [post.data.userId] : [],
    (post.data?.cats ?? []).map((c) => c.id),
  );
  const headingId = useId();
  useDocumentTitle('CatShare');

  const data = post.data;
  return (
    <section className="catshare post-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="sr-only">
        CatShare post
      </h1>
      <p className="post-back">
        <Link className="standalone-link" to="/cat-share">
          ← Back to CatShare
        </Link>
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
        <ReaderPostCard post={data} reader={reader} commentsOpen />
      )}
      {reader.dialogs}
    </section>
  );
}
