/**
 * One CatShare post (docs/product.md §3 Feed item, §6, §9): the author with the edit/delete menu (author or
 * admin) or the 'CatMate'/'CatRep' label, relative time, the message as text with clickable
 * links, the link preview card, a photo post's photos in a grid (`./PostPhotos`: each opens large,
 * with its alt text), the cats it names with links to their CatIDs (`./PostCats`), the YouTube video (480 × 272, a poster
 * until played, as in CatAlog: `ui/album/YoutubeEmbed.tsx`) or the video link, the like button
 * with its count, 'Who liked' (a list of the likers) and the comments. A diary item names its cat
 * and links to its CatBlog, shows the entry's photos, and offers likes but no comments
 * (docs/product.md §6); it is edited in its CatBlog. Presentational: data comes in props, comments through
 * `renderComments`.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FeedType, slug, youtubeId, type PostCat } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';
import type { Post } from '@/data/feeds';
import { dateOf } from '@/lib/time';
import { LinkedText, RelativeTime } from '@/ui/text';
import { Avatar } from '@/ui/Avatar';
import { PhotoStrip } from '@/ui/album/PhotoStrip';
import { YoutubeEmbed } from '@/ui/album/YoutubeEmbed';
import { isWebUrl, PreviewCard } from '@/ui/PreviewCard';
import { PostCats } from './PostCats';
import { PostPhotos } from './PostPhotos';
const LikersModal = lazy(() => import('./LikersModal'));

export interface PostCardProps {
  post: Post;
  /** The viewer may edit and delete it (author or admin). */
  canManage: boolean;
  /** The author is connected with the viewer (label 'CatMate', else 'CatRep'). */
  isCatMate: boolean;
  /** The viewer wrote it (no label). */
  isMine: boolean;
  liked: boolean;
  likePending?: boolean;
  /** Guests and unverified CatReps: like and comment open the 'Guest user' modal. */
  restricted: boolean;
  onLike: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the report dialog for this post (README "Trust and safety"); none on one's own posts. */
  onReport?: () => void;
  renderComments: () => ReactNode;
  /** The comments start open (the post's own page). */
  commentsOpen?: boolean;
  /** The reader's uid: the cats of theirs the post names may be taken out of it. */
  viewerId?: string;
  /** Takes one of the reader's cats out of the post ("Remove Mimi from this post"). */
  onRemoveCat?: (cat: PostCat) => void;
  /** A cat's removal is on its way. */
  removeCatPending?: boolean;
  /** The named cats that are lost: catId → report id (their Lost ribbon, docs/product.md §10). */
  lostCats?: ReadonlyMap<string, string>;
}

/** One post as a card (see the module's comment). */
export function PostCard(props: PostCardProps) {
  const { post, canManage, isCatMate, isMine, liked, likePending, restricted } = props;
  const [commentsOpen, setCommentsOpen] = useState(props.commentsOpen ?? false);
  const [likersOpen, setLikersOpen] = useState(false);
  const commentsId = useId();
  const { content, user } = post;
  // Played from the privacy-enhanced host (YoutubeEmbed), whatever embed link the post stored.
  const videoId = content.embedUrl ? youtubeId(content.embedUrl) : null;
  const name = `${user.firstname} ${user.lastname}`;
  const cat = post.type === FeedType.diary ? post.cat : undefined;
  const commentable = post.type !== FeedType.diary;
  const diaryPath = cat && `/cat-diary/${cat.id}/${slug(cat.name)}`;

  return (
    <article
      className="post card"
      aria-label={cat ? `Diary entry of ${cat.name} by ${name}` : `CatShare by ${name}`}
    >
      <header className="post-head">
        <Link className="post-author" to={`/cat-rep/${user.id}/${slug(user.firstname, user.lastname)}`}>
          <Avatar className="post-avatar" photo={user.profilePhoto} kind="user" size={40} />
          <span className="post-name">{name}</span>
        </Link>
        {cat && diaryPath && (
          <span className="post-diary small">
            in <Link to={diaryPath}>{cat.name}&rsquo;s CatBlog</Link>
          </span>
        )}
        {!isMine && !canManage && (
          <span className="post-label" data-testid="relation-label">
            {isCatMate ? 'CatMate' : 'CatRep'}
          </span>
        )}
        <span className="post-time muted small">
          <RelativeTime date={dateOf(post.createdAt)} />
        </span>
        {canManage && <PostMenu onEdit={props.onEdit} onDelete={props.onDelete} />}
        {!isMine && props.onReport && (
          <button
            type="button"
            className="link small post-report"
            aria-label={cat ? 'Report this diary entry' : 'Report this post'}
            onClick={props.onReport}
          >
            Report
          </button>
        )}
      </header>

      {content.message && <LinkedText className="post-message" text={content.message} />}

      {!cat && post.cats && (
        <PostCats
          cats={post.cats}
          viewerId={props.viewerId ?? ''}
          isMine={isMine}
          onRemove={props.onRemoveCat}
          pending={props.removeCatPending}
          lost={props.lostCats}
        />
      )}

      {content.preview && <PreviewCard preview={content.preview} />}

      {post.type === FeedType.photo && (
        <PostPhotos
          photos={content.files ?? []}
          author={name}
          isMine={isMine}
          onEdit={canManage ? props.onEdit : undefined}
          onDelete={canManage ? props.onDelete : undefined}
        />
      )}

      {post.type === FeedType.diary && content.files && (
        <PhotoStrip
          id={post.id}
          photos={content.files}
          alt={`A photo of ${cat?.name ?? 'a cat'} in the diary`}
        />
      )}

      {post.type === FeedType.youtube && videoId && (
        <div className="post-video">
          <YoutubeEmbed youtubeId={videoId} title={`YouTube video shared by ${name}`} />
        </div>
      )}

      {post.type === FeedType.video && isWebUrl(content.url) && (
        <p className="post-video-link">
          <a href={content.url} target="_blank" rel="noopener noreferrer nofollow ugc">
            Watch the video
          </a>
        </p>
      )}

      <footer className="post-actions">
        <GuardedButton
          restricted={restricted}
          className={`button small like-button${liked ? ' liked' : ''}`}
          aria-pressed={restricted ? undefined : liked}
          disabled={likePending}
          onClick={props.onLike}
        >
          {/* The visible text is the accessible name: 'Like (3)'. */}
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {`Like (${post.likes})`}
        </GuardedButton>
        {post.likes > 0 && (
          <button
            type="button"
            className="button small"
            aria-haspopup="dialog"
            onClick={() => setLikersOpen(true)}
          >
            Who liked
          </button>
        )}
        {commentable && (
          <button
            type="button"
            className="button small"
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
            onClick={() => setCommentsOpen((o) => !o)}
          >
            {post.commentCount === 1 ? '1 comment' : `${post.commentCount} comments`}
          </button>
        )}
        {diaryPath && (
          <Link className="button small" to={diaryPath}>
            Open CatBlog
          </Link>
        )}
      </footer>
      {likersOpen && (
        <Suspense fallback={null}>
          <LikersModal postId={post.id} onClose={() => setLikersOpen(false)} />
        </Suspense>
      )}
      {commentable && commentsOpen && (
        <section id={commentsId} className="post-comments" aria-label="Comments">
          {props.renderComments()}
        </section>
      )}
    </article>
  );
}

/** The author's (or an admin's) menu: Edit, Delete. Escape or a click elsewhere closes it. */
function PostMenu({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const pick = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };
  return (
    <div
      className="post-menu"
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="icon-button"
        aria-label="Post actions"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open && (
        <ul className="post-menu-list" id={menuId}>
          <li>
            <button type="button" className="link" onClick={pick(onEdit)}>
              Edit
            </button>
          </li>
          <li>
            <button type="button" className="link" onClick={pick(onDelete)}>
              Delete
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
