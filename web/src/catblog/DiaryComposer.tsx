/**
 * The owner's Publish form of a CatBlog (docs/product.md §2 /cat-diary, §5 'Diary message' required, §8): the
 * message (its first web link gets a preview card) and optional photos, picked in the shared picker
 * (a thumbnail of each, removable before publishing) and uploaded one by one after the entry is
 * saved, with progress. The whole ends in one toast: the entry added, with how many of its photos
 * were stored and why the first that failed did. The message is read-only while it publishes: it is
 * cleared once the photos are in, and what was typed meanwhile would be wiped.
 */
import { useState, type FormEvent } from 'react';
import { toast } from '@/ui/toast';
import { diaryForm, failure, MAX_BLOG_PHOTOS, success } from '@catrep/model';
import { addBlogEntry, uploadBlogPhoto } from '@/data/blogs';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { ErrorList } from '@/ui/ErrorList';
import { TextAreaField } from '@/ui/fields';
import { PhotoPicker, toPicked, type PickedPhoto } from '@/ui/PhotoPicker';
import { photosAdded } from '@/ui/uploadSummary';

/** The owner's form that publishes a diary entry with its photos. */
export function DiaryComposer({ catId }: { catId: string }) {
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<string | null>(null);

  const publishing = useAction(async (text: string, files: File[]) => {
    setProgress('Publishing…');
    try {
      const entry = await addBlogEntry(catId, text);
      const failures: string[] = [];
      for (const [i, file] of files.entries()) {
        setProgress(`Uploading photo ${i + 1} of ${files.length}…`);
        try {
          await uploadBlogPhoto(catId, entry.id, file, (f) =>
            setProgress(`Uploading photo ${i + 1} of ${files.length}… ${Math.round(f * 100)}%`),
          );
        } catch (err) {
          failures.push(refusalMessage(err, failure.fileUpload));
        }
      }
      const added = files.length - failures.length;
      if (failures.length) {
        toast.error(
          `${success.diaryAdded}, but ${photosAdded({ added, total: files.length })}. ${failures[0]}`,
        );
      } else {
        toast.success(
          files.length > 1
            ? `${success.diaryAdded}. ${photosAdded({ added, total: added })}`
            : success.diaryAdded,
        );
      }
      setMessage('');
      setPhotos([]);
    } catch (err) {
      toast.error(refusalMessage(err, failure.addBlog));
    } finally {
      setProgress(null);
    }
  });

  const publish = (e: FormEvent) => {
    e.preventDefault();
    if (publishing.pending) return;
    const parsed = diaryForm.safeParse({ message });
    if (!parsed.success) return setErrors(parsed.error.issues.map((i) => i.message));
    if (photos.length > MAX_BLOG_PHOTOS) return setErrors([`At most ${MAX_BLOG_PHOTOS} photos in one entry`]);
    setErrors([]);
    void publishing.run(
      parsed.data.message,
      photos.map((p) => p.file),
    );
  };

  return (
    <form className="form diary-composer" noValidate aria-label="New diary entry" onSubmit={publish}>
      <TextAreaField
        label="Diary message"
        rows={3}
        value={message}
        placeholder="What happened today?"
        readOnly={publishing.pending}
        onChange={(e) => setMessage(e.target.value)}
      />
      <PhotoPicker
        label="Add photos (optional)"
        multiple
        disabled={publishing.pending}
        photos={photos}
        canRemove={() => !publishing.pending}
        onPick={(files) => setPhotos((all) => [...all, ...toPicked(files)])}
        onRemove={(photo) => setPhotos((all) => all.filter((p) => p.key !== photo.key))}
      />
      <ErrorList messages={errors} />
      <div className="actions">
        <button type="submit" className="button primary" disabled={publishing.pending}>
          Publish
        </button>
        {progress && (
          <span className="muted small" role="status">
            {progress}
          </span>
        )}
      </div>
    </form>
  );
}
