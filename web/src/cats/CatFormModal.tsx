/**
 * The add/edit cat modal (docs/product.md §2 Modals): the cat form, saved with POST /cats or PUT /cats/{id};
 * toasts 'Your cat saved successfully' or the server's message (docs/product.md §8). A new cat opens its CatID.
 * Cat Settings also deletes the cat (DELETE /cats/{id}, README "Trust and safety"), after a
 * confirmation naming what goes; a change that makes the diary more visible says how many
 * entries become visible to whom and asks first (docs/product.md §4 Diary tab visibility).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { catFormToRequest, slug, success, type CatDoc } from '@catrep/model';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useCountries } from '@/data/countries';
import { ConfirmModal, Modal } from '@/ui/Modal';
import { useBlogEntryCount } from '@/data/blogs';
import { CatForm, type CatFormValues } from './CatForm';
import { deleteCat, saveCat } from '@/data/cats';
import { diaryWidening, wideningWarning } from './diaryWidening';

export function CatFormModal({
  open,
  onClose,
  cat,
}: {
  open: boolean;
  onClose: () => void;
  /** The cat to edit; absent to add a new cat. */
  cat?: (CatDoc & { id: string }) | null;
}) {
  const countries = useCountries();
  const navigate = useNavigate();
  const countEntries = useBlogEntryCount();
  const save = useAction(saveCat);
  // A save that makes the diary more visible waits for the CatRep's yes (what it publishes).
  const [widening, setWidening] = useState<{ values: CatFormValues; text: string } | null>(null);
  const commit = async (values: CatFormValues) => {
    try {
      const saved = await save.run(cat?.id ?? null, catFormToRequest(values));
      toast.success(success.catSaved);
      setWidening(null);
      onClose();
      if (!cat) navigate(`/cat/${saved.id}/${slug(saved.name)}`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={cat ? 'Cat Settings' : 'Add Cat'} wide>
      <CatForm
        cat={cat}
        countries={countries}
        pending={save.pending}
        onSubmit={async (values) => {
          const to = cat ? diaryWidening(cat.diaryType, Number(values.diaryType)) : null;
          if (!cat || !to) return commit(values);
          const entries = await countEntries(cat.id).catch(() => null);
          setWidening({
            values,
            text:
              entries === null
                ? `Every diary entry of ${cat.name} will be visible to more CatReps.`
                : wideningWarning(cat.name, entries, to),
          });
        }}
      />
      {cat && <DeleteCat cat={cat} onDeleted={onClose} />}
      <ConfirmModal
        open={widening !== null}
        title="Make the diary more visible?"
        confirmLabel="Save"
        pending={save.pending}
        onClose={() => setWidening(null)}
        onConfirm={() => widening && void commit(widening.values)}
      >
        <p>{widening?.text}</p>
        <p>Visibility is one setting per cat: it applies to earlier entries too.</p>
      </ConfirmModal>
    </Modal>
  );
}

/**
 * What deleting `name` removes, for the confirmation: everything of theirs, and the other way for a
 * living cat that passed away (Catchies keeps them).
 */
export function deletionWarning(name: string, passedAway: boolean): string[] {
  return [
    `Deleting removes ${name} and everything of theirs for good: their CatAlog photos and videos, ` +
      'their CatBlog diary entries (and those entries in CatShare), their CatMates and their chats. ' +
      'The other cats in those chats see that the cat was removed.',
    passedAway
      ? `${name} is in Catchies now; deleting takes them out of it too.`
      : `If ${name} has passed away, mark them so instead (Passed away, then Save) to keep them in Catchies.`,
  ];
}

/**
 * Cat Settings' "Delete cat": asks first (ConfirmModal naming what goes), then DELETE /cats/{id};
 * on success toasts 'Your cat deleted successfully' and opens the owner's cat list.
 */
function DeleteCat({ cat, onDeleted }: { cat: CatDoc & { id: string }; onDeleted: () => void }) {
  const navigate = useNavigate();
  const remove = useAction(deleteCat);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="danger-zone">
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          Delete cat
        </button>
      </div>
      <ConfirmModal
        open={confirming}
        title={`Delete ${cat.name}?`}
        confirmLabel="Delete"
        pending={remove.pending}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove.run(cat.id);
            toast.success(success.catDeleted);
            setConfirming(false);
            onDeleted();
            navigate(`/my-cats/${cat.ownerId}`);
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      >
        {deletionWarning(cat.name, !cat.alive).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </ConfirmModal>
    </>
  );
}
