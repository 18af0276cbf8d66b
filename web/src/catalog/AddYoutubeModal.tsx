/**
 * The owner's Add Youtube form (docs/product.md §2 CatAlog, §5 'Youtube url' required, §7 POST
 * /cats/{id}/urls).
 */
import { toast } from '@/ui/toast';
import { success, youtubeLinkForm } from '@catrep/model';
import { addYoutube } from '@/data/album';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { ErrorList, formErrorMessages } from '@/ui/ErrorList';
import { TextField } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { useZodForm } from '@/ui/useZodForm';

export function AddYoutubeModal({
  catId,
  open,
  onClose,
}: {
  catId: string;
  open: boolean;
  onClose: () => void;
}) {
  const add = useAction(addYoutube);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(youtubeLinkForm, { defaultValues: { url: '', title: '' } });
  return (
    <Modal open={open} title="Add Youtube" onClose={onClose}>
      <form
        className="form"
        noValidate
        aria-label="Add Youtube"
        onSubmit={handleSubmit(async (v) => {
          try {
            await add.run(catId, v.url, v.title);
            toast.success(success.youtubeAdded);
            reset();
            onClose();
          } catch (e) {
            toast.error(errorMessage(e));
          }
        })}
      >
        <TextField
          label="Youtube url"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          {...register('url')}
        />
        <TextField label="Title" placeholder="Optional" {...register('title')} />
        <ErrorList messages={formErrorMessages(errors)} />
        <button type="submit" className="button primary" disabled={add.pending}>
          Add Youtube
        </button>
      </form>
    </Modal>
  );
}
