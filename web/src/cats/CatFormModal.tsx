/**
 * The add/edit cat modal (SPEC §2 Modals): the cat form, saved with POST /cats or PUT /cats/{id};
 * toasts 'Your cat saved successfully' or the server's message (SPEC §8). A new cat opens its CatID.
 */
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { catFormToRequest, slug, success, type CatDoc } from '@catrep/model';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useCountries } from '@/data/countries';
import { Modal } from '@/ui/Modal';
import { CatForm } from './CatForm';
import { saveCat } from '@/data/cats';

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
  const save = useAction(saveCat);
  return (
    <Modal open={open} onClose={onClose} title={cat ? 'Cat Settings' : 'Add Cat'} wide>
      <CatForm
        cat={cat}
        countries={countries}
        pending={save.pending}
        onSubmit={async (values) => {
          try {
            const saved = await save.run(cat?.id ?? null, catFormToRequest(values));
            toast.success(success.catSaved);
            onClose();
            if (!cat) navigate(`/cat/${saved.id}/${slug(saved.name)}`);
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      />
    </Modal>
  );
}
