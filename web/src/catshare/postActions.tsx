/**
 * What a CatShare post offers its reader, shared by the feed (/cat-share) and a post's own page
 * (/cat-share/post/:id), a CatID's "Appears in", a hashtag's page and Saved: the like toggle and
 * the Save toggle (README "Find cats like yours"; one request at a time per post, with a toast), Edit in the composer's modal (message, the cats it names and, for a photo post, its
 * photos' order and alt texts) and Delete after a confirmation (author or admin; with toasts),
 * "Remove Mimi from this post" for a named cat's owner, and the comments part,
 * whose code and form rules load when a CatRep first opens them (README "Keeping first screens
 * light").
 */
import { Suspense, lazy, useCallback, useState } from 'react';
import { failure, FeedType, success, type PostCat } from '@catrep/model';
import { toggleLike, type Post } from '@/data/feeds';
import { deletePost, editPost, removeCatFromPost, type PhotoEdit, type ShareInput } from '@/data/posting';
import { savePost, unsavePost } from '@/data/saved';
import { refusalMessage } from '@/lib/api';
import { PartErrorBoundary } from '@/ui/ErrorBoundary';
import { ConfirmModal, Modal } from '@/ui/Modal';
import { Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import { Composer, type SharePhoto } from './Composer';
import { useCatChoices } from './useCatChoices';

const Comments = lazy(() => import('./Comments').then((m) => ({ default: m.Comments })));

/**
 * The post actions: `like(id)`, the ids whose like is on its way, `edit(post)` and `remove(post)`
 * opening their dialogs, `removeCat(post, cat)` and the ids whose cat removal is on its way, and
 * `dialogs` to render once beside the posts.
 */
export function usePostActions() {
  const [likePending, setLikePending] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [busy, setBusy] = useState(false);
  const [catPending, setCatPending] = useState<ReadonlySet<string>>(new Set());

  const removeCat = useCallback(async (post: Post, cat: PostCat) => {
    setCatPending((s) => new Set(s).add(post.id));
    try {
      const message = await removeCatFromPost(post.id, cat.id);
      toast.success(message || success.catRemovedFromPost);
    } catch (e) {
      toast.error(refusalMessage(e, failure.editing));
    } finally {
      setCatPending((s) => {
        const next = new Set(s);
        next.delete(post.id);
        return next;
      });
    }
  }, []);

  const [savePending, setSavePending] = useState<ReadonlySet<string>>(new Set());
  /** Saves post `id`, or takes it out of Saved (`saved`: it is saved now), with a toast. */
  const save = useCallback(async (id: string, saved: boolean) => {
    setSavePending((s) => new Set(s).add(id));
    try {
      const answer = await (saved ? unsavePost(id) : savePost(id));
      toast.success(answer.message);
    } catch (e) {
      toast.error(refusalMessage(e, failure.saving));
    } finally {
      setSavePending((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }, []);

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
          <EditPostForm
            post={editing}
            pending={busy}
            onCancel={() => setEditing(null)}
            onSave={async (input, photos) => {
              setBusy(true);
              try {
                await editPost(editing.id, input, photos);
                toast.success(success.catShareEdited);
                setEditing(null);
                return true;
              } catch (e) {
                toast.error(refusalMessage(e, failure.editing));
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

  return {
    like,
    likePending,
    save,
    savePending,
    edit: setEditing,
    remove: setDeleting,
    removeCat,
    catPending,
    dialogs,
  };
}

/**
 * The edit form of one post: the composer with its kind, text, the cats it names (offered: the
 * author's cats and those it names already) and, for a photo post, its photos to reorder and
 * describe. `onSave` gets `photos` only when their order or alt texts changed.
 */
function EditPostForm({
  post,
  pending,
  onCancel,
  onSave,
}: {
  post: Post;
  pending: boolean;
  onCancel: () => void;
  onSave: (input: ShareInput, photos?: PhotoEdit[]) => Promise<boolean>;
}) {
  const own = useCatChoices(post.userId);
  const named = post.cats ?? [];
  const choices = [...own, ...named.filter((c) => !own.some((o) => o.id === c.id))];
  const stored = post.type === FeedType.photo ? (post.content.files ?? []) : [];
  return (
    <Composer
      initial={{
        type: post.type,
        message: post.content.message,
        url: post.content.url,
        cats: named.map((c) => c.id),
      }}
      initialPhotos={stored}
      catChoices={choices}
      submitLabel="Save"
      onCancel={onCancel}
      pending={pending}
      onSubmit={(input, photos) => onSave(input, photoEdits(stored, photos))}
    />
  );
}

/** The photos as the edit arranged them, or undefined when neither their order nor an alt changed. */
function photoEdits(stored: readonly { id?: string; alt?: string }[], photos: readonly SharePhoto[]) {
  const edits = photos.flatMap((p) => (p.id ? [{ id: p.id, alt: p.alt }] : []));
  const same =
    edits.length === stored.length &&
    edits.every((e, i) => e.id === stored[i].id && e.alt === (stored[i].alt ?? ''));
  return same ? undefined : edits;
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
