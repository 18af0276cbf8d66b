/**
 * One CatShare post (docs/product.md §3 Feed item, §6, §9): one header line — the author's photo and
 * name, the 'CatMate'/'CatRep' label, relative time ("edited" and when, once visibly edited) and a ⋯ menu (`ui/MoreMenu`, the WAI-ARIA menu
 * button) holding Edit and Delete (author or admin), Report and the reader's `moreItems` (Mute,
 * Block) — then the message as text with clickable hashtags and
 * links, the link preview card, a photo post's photos in a grid (`./PostPhotos`: each opens large,
 * with its alt text), the cats it names with links to their CatIDs (`./PostCats`), the YouTube video (480 × 272, a poster
 * until played, as in CatAlog: `ui/album/YoutubeEmbed.tsx`) or the video link, the like button
 * with its count, 'Who liked' (a list of the likers) and the comments, in one row of icon buttons
 * (each at least 44 × 44 px on a phone, named for screen readers). A diary item names its cat
 * and links to its CatBlog, shows the entry's photos, and offers likes but no comments
 * (docs/product.md §6); it is edited in its CatBlog. Presentational: data comes in props, comments through
 * `renderComments`.
 */
import { lazy, Suspense, useDeferredValue, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FeedType, isHeldBack, safetyMessages, slug, youtubeId, type PostCat } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';
import type { Post } from '@/data/feeds';
import { dateOf } from '@/lib/time';
import { EditedMark, LinkedText, RelativeTime } from '@/ui/text';
import { Avatar } from '@/ui/Avatar';
import { MoreMenu, type MoreMenuItem } from '@/ui/MoreMenu';
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
  /** The reader saved it (README "Find cats like yours"). */
  saved: boolean;
  savePending?: boolean;
  /** Guests and unverified CatReps: like and comment open the 'Guest user' modal. */
  restricted: boolean;
  onLike: () => void;
  /** Saves it, or takes it out of Saved. */
  onSave: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the report dialog for this post (README "Trust and safety"); none on one's own posts. */
  onReport?: () => void;
  /** More of the ⋯ menu on others' posts: the reader's Mute and Block of the author. */
  moreItems?: MoreMenuItem[];
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
  const { post, canManage, isCatMate, isMine, liked, likePending, saved, restricted } = props;
  const [commentsOpen, setCommentsOpen] = useState(props.commentsOpen ?? false);
  // The comments (their listener, list and form) render after the button's own change is painted:
  // a tap on it answers at once, even with many posts on the page.
  const showComments = useDeferredValue(commentsOpen);
  const [likersOpen, setLikersOpen] = useState(false);
  const commentsId = useId();
  const { content, user } = post;
  // Played from the privacy-enhanced host (YoutubeEmbed), whatever embed link the post stored.
  const videoId = content.embedUrl ? youtubeId(content.embedUrl) : null;
  const name = `${user.firstname} ${user.lastname}`;
  const cat = post.type === FeedType.diary ? post.cat : undefined;
  const commentable = post.type !== FeedType.diary;
  const diaryPath = cat && `/cat-diary/${cat.id}/${slug(cat.name)}`;
  const menu: MoreMenuItem[] = [
    ...(canManage
      ? [
          { id: 'edit', label: 'Edit', onSelect: props.onEdit },
          { id: 'delete', label: 'Delete', danger: true, onSelect: props.onDelete },
        ]
      : []),
    ...(!isMine && props.onReport
      ? [
          {
            id: 'report',
            label: cat ? 'Report this diary entry' : 'Report this post',
            danger: true,
            onSelect: props.onReport,
          },
        ]
      : []),
    ...(!isMine ? (props.moreItems ?? []) : []),
  ];

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
        {!isMine && !canManage && (
          <span className="post-label" data-testid="relation-label">
            {isCatMate ? 'CatMate' : 'CatRep'}
          </span>
        )}
        <span className="post-time muted small">
          <RelativeTime date={dateOf(post.createdAt)} />
          <EditedMark editedAt={dateOf(post.editedAt)} />
        </span>
        {menu.length > 0 && (
          <MoreMenu className="post-menu" items={menu} label="⋯" icon ariaLabel="Post actions" />
        )}
      </header>
      {isMine && isHeldBack(post) && (
        <p className="post-held small" role="note">
          {safetyMessages.heldForReview}
        </p>
      )}
      {cat && diaryPath && (
        <p className="post-diary small">
          in <Link to={diaryPath}>{cat.name}&rsquo;s CatBlog</Link>
        </p>
      )}

      {content.message && <LinkedText className="post-message" text={content.message} withTags />}

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
          className={`action-button like-button${liked ? ' liked' : ''}`}
          aria-pressed={restricted ? undefined : liked}
          aria-label={`Like (${post.likes})`}
          disabled={likePending}
          onClick={props.onLike}
        >
          <span aria-hidden="true" className="action-icon">
            {liked ? '♥' : '♡'}
          </span>
          <span aria-hidden="true">{post.likes}</span>
        </GuardedButton>
        {commentable && (
          <button
            type="button"
            className="action-button"
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
            aria-label={post.commentCount === 1 ? '1 comment' : `${post.commentCount} comments`}
            onClick={() => setCommentsOpen((o) => !o)}
          >
            <CommentIcon />
            <span aria-hidden="true">{post.commentCount}</span>
          </button>
        )}
        <GuardedButton
          restricted={restricted}
          className={`action-button save-button${saved ? ' saved' : ''}`}
          aria-pressed={restricted ? undefined : saved}
          aria-label="Save"
          title={saved ? 'Saved: find it in Saved' : 'Save'}
          disabled={props.savePending}
          onClick={props.onSave}
        >
          <SaveIcon filled={saved} />
        </GuardedButton>
        {post.likes > 0 && (
          <button
            type="button"
            className="action-button"
            aria-haspopup="dialog"
            aria-label="Who liked"
            onClick={() => setLikersOpen(true)}
          >
            <LikersIcon />
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
      {commentable && commentsOpen && showComments && (
        <section id={commentsId} className="post-comments" aria-label="Comments">
          {props.renderComments()}
        </section>
      )}
    </article>
  );
}

/** A 22 px line icon of an action button, drawn in the text's colour; hidden from screen readers. */
function ActionIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="action-icon"
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A speech bubble: the comments button's icon. */
const CommentIcon = () => (
  <ActionIcon>
    <path d="M4 5h16v11H9l-5 4z" />
  </ActionIcon>
);

/** A bookmark, filled once saved: the Save button's icon. */
const SaveIcon = ({ filled }: { filled: boolean }) => (
  <ActionIcon>
    <path d="M6 3h12v18l-6-4.5L6 21z" fill={filled ? 'currentColor' : 'none'} />
  </ActionIcon>
);

/** Two heads: the 'Who liked' button's icon. */
const LikersIcon = () => (
  <ActionIcon>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 19c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16.5 13.6c2.6.2 4.5 2 4.5 4.9" />
  </ActionIcon>
);
