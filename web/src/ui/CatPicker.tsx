/**
 * The cat chooser modal (docs/product.md §2 Modals "cat chooser"): a list of cats to pick one from, e.g.
 * 'Please choose cat' for Send Message (the viewer's living cats) or Start CatChat (the CatMates).
 */
import type { PhotoRef } from '@catrep/model';
import { Avatar } from './Avatar';
import { Modal } from './Modal';
import { EmptyState, Spinner } from './Status';

export interface PickableCat {
  id: string;
  name: string;
  profilePhoto: PhotoRef | null;
}

export function CatPicker({
  open,
  title,
  cats,
  empty,
  pending,
  onPick,
  onClose,
}: {
  open: boolean;
  title: string;
  /** null while loading. */
  cats: PickableCat[] | null;
  /** What to say when there is no cat to choose. */
  empty: string;
  pending?: boolean;
  onPick: (cat: PickableCat) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {cats === null ? (
        <Spinner />
      ) : cats.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="cat-picker">
          {cats.map((c) => (
            <li key={c.id}>
              <button type="button" className="cat-pick" disabled={pending} onClick={() => onPick(c)}>
                <Avatar photo={c.profilePhoto} kind="cat" size={40} />
                <span>{c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
