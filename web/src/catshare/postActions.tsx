/**
 * What a CatShare post offers its reader, shared by the feed (/cat-share) and a post's own page
 * (/cat-share/post/:id): the like toggle (one request at a time per post), Edit in the composer's
 * modal and Delete after a confirmation (author or admin; with toasts), and the comments part,
 * whose code and form rules load when a CatRep first opens them (README "Keeping first screens
 * light").
 */
import { Suspense, lazy, useCallback, useState } from 'react';
import { failure, success } from '@catrep/model';
import { deletePost, editPost, toggleLike, type Post } from '@/data/feeds';
import { PartErrorBoundary } from '@/ui/ErrorBoundary';
import { ConfirmModal, Modal } from '@/ui/Modal';
import { Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import { Composer } from './Composer';

const Comments = lazy(() => import('./Comments').then((m) => ({ default: m.Comments })));

/**
 * The post actions: `like(id)`, the ids whose like is on its way, `edit(post)` and `remove(post)`
 * opening their dialogs, and `dialogs` to render once beside the posts.
 */
export function usePostActions() {
  const [likePending, setLikePending] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [busy, setBusy] = useState(false);

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

  const dialogs = (
    <>
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
    </>
  );

  return { like, likePending, edit: setEditing, remove: setDeleting, dialogs };
}

/** A post's comments, loaded when first shown; a failure stays inside the post. */
export function PostComments(props: {
  feedId: string;
  viewerId: string;
  isAdmin: boolean;
  restricted: boolean;
}) {
  return (
    <PartErrorBoundary message="The comments are not available.">
      <Suspense fallback={<Spinner label="Loading comments…" />}>
        <Comments {...props} />
      </Suspense>
    </PartErrorBoundary>
  );
}
