/**
 * The comments of a post (docs/product.md §3 Comment, §5 'Comment message', §6, §8), live while open: each
 * with its author and time, Edit and Delete for its author and an admin; the form to add one.
 * Comments by CatReps a block stands between the reader and, or whom the reader muted, are left
 * out (README "Trust and safety").
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { useAction } from '@/lib/useAction';
import { commentForm, failure, slug, success } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';
import { ErrorList } from '@/ui/ErrorList';
import { TextAreaField } from '@/ui/fields';
import { Spinner } from '@/ui/Status';
import { addComment, deleteComment, editComment, useComments, type CommentItem } from '@/data/comments';
import { useHidden } from '@/data/safety';
import { dateOf } from '@/lib/time';
import { EditedMark, LinkedText, RelativeTime } from '@/ui/text';
import { ConfirmModal } from '@/ui/Modal';
import { ReportButton } from '@/safety/ReportDialog';
import { Avatar } from '@/ui/Avatar';

export interface CommentsProps {
  feedId: string;
  viewerId: string;
  isAdmin: boolean;
  restricted: boolean;
}

export function Comments({ feedId, viewerId, isAdmin, restricted }: CommentsProps) {
  const list = useComments(feedId);
  const { authors } = useHidden();
  const data = list.status === 'success' ? list.data : null;
  const items = useMemo(() => data && data.filter((c) => !authors.has(c.userId)), [data, authors]);
  return (
    <>
      {list.status === 'error' ? (
        <p role="alert">{list.error?.message}</p>
      ) : items === null ? (
        <Spinner label="Loading comments…" />
      ) : (
        items.length > 0 && (
          <ul className="comment-list">
            {items.map((c) => (
              <CommentRow
                key={c.id}
                feedId={feedId}
                comment={c}
                canManage={c.userId === viewerId || isAdmin}
                canReport={!restricted && c.userId !== viewerId}
              />
            ))}
          </ul>
        )
      )}
      <CommentForm
        restricted={restricted}
        onSubmit={async (message) => {
          try {
            await addComment(feedId, message);
            return true;
          } catch {
            toast.error(failure.comment);
            return false;
          }
        }}
      />
    </>
  );
}

function CommentRow({
  feedId,
  comment,
  canManage,
  canReport,
}: {
  feedId: string;
  comment: CommentItem;
  canManage: boolean;
  /** Someone else's comment, seen by a CatRep who may report (README "Trust and safety"). */
  canReport: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useAction(async () => {
    try {
      await deleteComment(feedId, comment.id);
      toast.success(success.commentDeleted);
      setDeleting(false);
    } catch {
      toast.error(failure.deletion);
    }
  });
  const u = comment.user;
  const name = `${u.firstname} ${u.lastname}`;
  return (
    <li className="comment">
      <Avatar className="comment-avatar" photo={u.profilePhoto} kind="user" size={32} />
      <div className="comment-body">
        <div className="comment-head">
          <Link to={`/cat-rep/${u.id}/${slug(u.firstname, u.lastname)}`} className="comment-author">
            {name}
          </Link>{' '}
          <span className="muted small">
            <RelativeTime date={dateOf(comment.createdAt)} />
            <EditedMark editedAt={dateOf(comment.editedAt)} />
          </span>
        </div>
        {editing ? (
          <CommentForm
            initial={comment.content.message}
            submitLabel="Save"
            restricted={false}
            onCancel={() => setEditing(false)}
            onSubmit={async (message) => {
              try {
                await editComment(feedId, comment.id, message);
                toast.success(success.commentEdited);
                setEditing(false);
                return true;
              } catch {
                toast.error(failure.editing);
                return false;
              }
            }}
          />
        ) : (
          <LinkedText className="comment-message" text={comment.content.message} withTags />
        )}
        {canReport && !editing && (
          <div className="comment-actions">
            <ReportButton item={`/feeds/${feedId}/comments/${comment.id}`} what="this comment" />
          </div>
        )}
        {canManage && !editing && (
          <div className="comment-actions">
            <button type="button" className="link small" onClick={() => setEditing(true)}>
              Edit comment
            </button>
            <button
              type="button"
              className="link small"
              disabled={remove.pending}
              onClick={() => setDeleting(true)}
            >
              Delete comment
            </button>
          </div>
        )}
      </div>
      <ConfirmModal
        open={deleting}
        title="Delete comment"
        confirmLabel="Delete"
        pending={remove.pending}
        onClose={() => setDeleting(false)}
        onConfirm={() => void remove.run()}
      >
        <p>Do you really want to delete this comment?</p>
      </ConfirmModal>
    </li>
  );
}

export interface CommentFormProps {
  onSubmit: (message: string) => Promise<boolean>;
  restricted: boolean;
  initial?: string;
  submitLabel?: string;
  onCancel?: () => void;
}

/** 'Comment message' (required) and 'Comment' (or 'Save' when editing). */
export function CommentForm({
  onSubmit,
  restricted,
  initial,
  submitLabel = 'Comment',
  onCancel,
}: CommentFormProps) {
  const [message, setMessage] = useState(initial ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const send = useAction(onSubmit);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (send.pending || restricted) return;
    const parsed = commentForm.safeParse({ message });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => i.message));
      return;
    }
    setErrors([]);
    // A new comment's box is cleared as it is sent, not when the answer comes: the comment shows in
    // the live list first, and what is typed meanwhile must not be wiped. A refused one comes back.
    const adding = initial === undefined;
    if (adding) setMessage('');
    const ok = await send.run(parsed.data.message);
    if (!ok && adding) setMessage((now) => now || message);
  };
  return (
    <form
      className="comment-form"
      noValidate
      aria-label={initial === undefined ? 'Add comment' : 'Edit comment'}
      onSubmit={submit}
    >
      <TextAreaField
        label="Comment message"
        rows={1}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        onKeyDown={(e) => {
          // Enter sends (docs/product.md §9 chat convention); Shift+Enter breaks the line.
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <ErrorList messages={errors} />
      <div className="actions">
        <GuardedButton
          restricted={restricted}
          type={restricted ? 'button' : 'submit'}
          className="button small primary"
          disabled={send.pending}
        >
          {submitLabel}
        </GuardedButton>
        {onCancel && (
          <button type="button" className="button small" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
