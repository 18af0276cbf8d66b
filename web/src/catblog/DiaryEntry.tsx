/**
 * One CatBlog entry (docs/product.md §3 Diary entry): its time, message with links, link preview and photos
 * (opening in the album viewer); the owner edits and deletes it (docs/product.md §8 toasts). Comments are not
 * offered on diary entries (docs/product.md §6).
 */
import { useState } from 'react';
import { toast } from '@/ui/toast';
import { failure, success } from '@catrep/model';
import { deleteBlogEntry, editBlogEntry, type BlogEntry } from '@/data/blogs';
import { useAction } from '@/lib/useAction';
import { dateOf } from '@/lib/time';
import { PhotoStrip } from '@/ui/album/PhotoStrip';
import { TextAreaField } from '@/ui/fields';
import { ConfirmModal, Modal } from '@/ui/Modal';
import { ReportButton } from '@/safety/ReportDialog';
import { PreviewCard } from '@/ui/PreviewCard';
import { LinkedText, RelativeTime } from '@/ui/text';

export function DiaryEntry({
  entry,
  catName,
  isMine,
  canReport = false,
}: {
  entry: BlogEntry;
  catName: string;
  isMine: boolean;
  /** Someone else's entry, seen by a CatRep who may report (README "Trust and safety"). */
  canReport?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [draft, setDraft] = useState(entry.content.message);
  const edit = useAction(editBlogEntry);
  const remove = useAction(deleteBlogEntry);

  return (
    <article className="card diary-entry" aria-label={`Diary entry of ${catName || 'a cat'}`}>
      <header className="diary-head">
        <span className="muted small">
          <RelativeTime date={dateOf(entry.createdAt)} />
        </span>
        {!isMine && canReport && (
          <span className="actions">
            <ReportButton item={`/cats/${entry.catId}/blogs/${entry.id}`} what="this diary entry" />
          </span>
        )}
        {isMine && (
          <span className="actions">
            <button
              type="button"
              className="link"
              onClick={() => {
                setDraft(entry.content.message);
                setEditing(true);
              }}
            >
              Edit
            </button>
            <button type="button" className="link" onClick={() => setDeleting(true)}>
              Delete
            </button>
          </span>
        )}
      </header>
      <LinkedText className="diary-message" text={entry.content.message} />
      {entry.content.preview && <PreviewCard preview={entry.content.preview} />}
      <PhotoStrip
        id={entry.id}
        photos={entry.files}
        alt={`A photo of ${catName || 'the cat'} in the diary`}
      />
      <Modal open={editing} title="Edit diary entry" onClose={() => setEditing(false)}>
        <form
          className="form"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!draft.trim()) return;
            try {
              await edit.run(entry.catId, entry.id, draft.trim());
              toast.success(success.diaryEdited);
              setEditing(false);
            } catch {
              toast.error(failure.editing);
            }
          }}
        >
          <TextAreaField
            label="Diary message"
            rows={4}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="actions">
            <button type="submit" className="button primary" disabled={edit.pending || !draft.trim()}>
              Save
            </button>
            <button type="button" className="button" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      </Modal>
      <ConfirmModal
        open={deleting}
        title="Delete diary entry"
        confirmLabel="Delete"
        pending={remove.pending}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.run(entry.catId, entry.id);
            toast.success(success.diaryDeleted);
            setDeleting(false);
          } catch {
            toast.error(failure.deletion);
          }
        }}
      >
        <p>Do you really want to delete this diary entry and its photos?</p>
      </ConfirmModal>
    </article>
  );
}
