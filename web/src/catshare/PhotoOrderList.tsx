/**
 * The composer's photos (README "CatShare"), in the order the post will show them: each with its
 * preview, its alt text field ("Describe photo 1", at most MAX_ALT_LENGTH characters, with a
 * counter) and, while they may still be arranged, a drag handle and "Move photo 1 earlier/later"
 * buttons. Dragging is @dnd-kit's sortable list: the pointer, or the keyboard on the handle (Space
 * or Enter picks the photo up, the arrow keys move it, Space or Enter drops it, Escape cancels),
 * with announcements for screen readers; the buttons do the same a step at a time. Loaded apart
 * from CatShare's first screen (the composer loads it when the Photo kind is chosen). Once the post
 * was sent, a photo tells whether it uploaded, with Retry for one that did not.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MAX_ALT_LENGTH, mediaUrl } from '@catrep/model';
import { Thumbnail } from '@/ui/PhotoPicker';
import { movePhoto, photoName, type ComposerPhoto, type PhotoState } from './photoOrder';
import './photo-order.css';

export interface PhotoOrderListProps {
  photos: readonly ComposerPhoto[];
  /** The list's accessible name. */
  label: string;
  /** The photos may be moved (not once the post was sent). */
  sortable: boolean;
  onReorder: (photos: ComposerPhoto[]) => void;
  onAlt: (key: string, alt: string) => void;
  /** Takes a new photo out before sending; no Remove button without it. */
  onRemove?: (photo: ComposerPhoto) => void;
  /** What became of each photo once the post was sent (nothing before). */
  stateOf?: (photo: ComposerPhoto) => PhotoState | undefined;
  /** Uploads a photo that did not upload again. */
  onRetry?: (photo: ComposerPhoto) => void;
  disabled?: boolean;
}

const INSTRUCTIONS =
  'To move a photo, press Space or Enter on its handle, then the arrow keys; Space or Enter drops it, ' +
  'Escape puts it back. The Move earlier and Move later buttons move it one place.';

export default function PhotoOrderList({
  photos,
  label,
  sortable,
  onReorder,
  onAlt,
  onRemove,
  stateOf,
  onRetry,
  disabled = false,
}: PhotoOrderListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [said, setSaid] = useState('');
  /** The button to focus again once a move has re-rendered the list (`{key}:earlier|later`). */
  const refocus = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const [key] = target.split(':');
    const button = buttons.current.get(target);
    // At an end its button is disabled: the other one keeps the focus in the row.
    const other = buttons.current.get(`${key}:${target.endsWith('earlier') ? 'later' : 'earlier'}`);
    (button && !button.disabled ? button : other)?.focus();
  }, [photos]);

  const indexOf = (id: UniqueIdentifier) => photos.findIndex((p) => p.key === id);
  const count = photos.length;
  const placeOf = (id: UniqueIdentifier) => `place ${indexOf(id) + 1} of ${count}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${photoName(indexOf(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${photoName(indexOf(active.id))} is over ${placeOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${photoName(indexOf(active.id))} was dropped at ${placeOf(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${photoName(indexOf(active.id))} was cancelled.`,
  };

  const move = (from: number, to: number, focus?: string) => {
    if (to < 0 || to >= count || from === to) return;
    refocus.current = focus ?? null;
    onReorder(movePhoto(photos, from, to));
    setSaid(`Photo moved to place ${to + 1} of ${count}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(indexOf(active.id), indexOf(over.id));
  };

  const list = (
    <ol className="photo-order" aria-label={label}>
      {photos.map((photo, index) => (
        <SortablePhoto
          key={photo.key}
          photo={photo}
          index={index}
          count={count}
          sortable={sortable && !disabled}
          state={stateOf?.(photo)}
          disabled={disabled}
          onAlt={onAlt}
          onRemove={onRemove}
          onRetry={onRetry}
          onMove={(to, focus) => move(index, to, `${photo.key}:${focus}`)}
          buttonRef={(which, el) => {
            if (el) buttons.current.set(`${photo.key}:${which}`, el);
            else buttons.current.delete(`${photo.key}:${which}`);
          }}
        />
      ))}
    </ol>
  );

  return (
    <>
      {sortable ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        >
          <SortableContext items={photos.map((p) => p.key)} strategy={verticalListSortingStrategy}>
            {list}
          </SortableContext>
        </DndContext>
      ) : (
        list
      )}
      <p className="sr-only" role="status">
        {said}
      </p>
    </>
  );
}

/** One photo of the list (a sortable item while the list is sortable). */
function SortablePhoto({
  photo,
  index,
  count,
  sortable,
  state,
  disabled,
  onAlt,
  onRemove,
  onRetry,
  onMove,
  buttonRef,
}: {
  photo: ComposerPhoto;
  index: number;
  count: number;
  sortable: boolean;
  state: PhotoState | undefined;
  disabled: boolean;
  onAlt: (key: string, alt: string) => void;
  onRemove?: (photo: ComposerPhoto) => void;
  onRetry?: (photo: ComposerPhoto) => void;
  onMove: (to: number, focus: 'earlier' | 'later') => void;
  buttonRef: (which: 'earlier' | 'later', el: HTMLButtonElement | null) => void;
}) {
  const id = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.key, disabled: !sortable });
  const name = photoName(index);
  const title = photo.file?.name ?? `Photo ${index + 1}`;
  // Once sent, only a photo that did not upload is still to be described (it goes again).
  const altLocked = disabled || (state !== undefined && state.kind !== 'failed');
  return (
    <li
      ref={setNodeRef}
      className={`photo-order-item${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {sortable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="icon-button photo-order-handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      {photo.file ? (
        <Thumbnail file={photo.file} />
      ) : photo.stored ? (
        <img
          className="photo-picker-thumb"
          src={mediaUrl(photo.stored.variants[0]?.path ?? '')}
          alt={`Preview of ${name}`}
        />
      ) : null}
      <span className="photo-order-title">{title}</span>
      <div className="photo-order-buttons">
        {sortable && (
          <>
            <button
              type="button"
              className="icon-button"
              ref={(el) => buttonRef('earlier', el)}
              aria-label={`Move ${name} earlier`}
              disabled={index === 0}
              onClick={() => onMove(index - 1, 'earlier')}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="icon-button"
              ref={(el) => buttonRef('later', el)}
              aria-label={`Move ${name} later`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1, 'later')}
            >
              <span aria-hidden="true">↓</span>
            </button>
          </>
        )}
        {onRemove && photo.file && !state && (
          <button
            type="button"
            className="button small"
            aria-label={`Remove ${photo.file.name}`}
            disabled={disabled}
            onClick={() => onRemove(photo)}
          >
            Remove
          </button>
        )}
      </div>
      <div className="field photo-order-alt">
        <label htmlFor={id}>Describe {name}</label>
        <textarea
          id={id}
          rows={2}
          maxLength={MAX_ALT_LENGTH}
          value={photo.alt}
          readOnly={altLocked}
          placeholder="Who is in it, what are they doing? (alt text)"
          aria-describedby={`${id}-count`}
          onChange={(e) => onAlt(photo.key, e.target.value)}
        />
        <span id={`${id}-count`} className="muted small photo-order-count">
          {photo.alt.length}/{MAX_ALT_LENGTH}
        </span>
      </div>
      {state && (
        <p className={`photo-order-state ${state.kind}`}>
          {state.kind === 'stored'
            ? 'Uploaded'
            : state.kind === 'uploading'
              ? 'Uploading…'
              : `Did not upload: ${state.message}`}
          {state.kind === 'failed' && onRetry && (
            <>
              {' '}
              <button
                type="button"
                className="button small"
                aria-label={`Retry ${name}`}
                disabled={disabled}
                onClick={() => onRetry(photo)}
              >
                Retry
              </button>
            </>
          )}
        </p>
      )}
    </li>
  );
}
