/**
 * The owner's Publish form of a CatBlog (docs/product.md §2 /cat-diary, §5 'Diary message' required, §8): the
 * message (its first web link gets a preview card) and optional photos, uploaded one by one after
 * the entry is saved, with progress.
 */
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/ui/toast';
import { diaryForm, failure, MAX_BLOG_PHOTOS, success } from '@catrep/model';
import { addBlogEntry, uploadBlogPhoto } from '@/data/blogs';
import { refusalMessage } from '@/lib/api';
import { ErrorList } from '@/ui/ErrorList';
import { TextAreaField, TextField } from '@/ui/fields';

export function DiaryComposer({ catId }: { catId: string }) {
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const publish = async (e: FormEvent) => {
    e.preventDefault();
    if (progress) return;
    const parsed = diaryForm.safeParse({ message });
    if (!parsed.success) return setErrors(parsed.error.issues.map((i) => i.message));
    if (photos.length > MAX_BLOG_PHOTOS) return setErrors([`At most ${MAX_BLOG_PHOTOS} photos in one entry`]);
    setErrors([]);
    setProgress('Publishing…');
    try {
      const entry = await addBlogEntry(catId, parsed.data.message);
      for (const [i, file] of photos.entries()) {
        setProgress(`Uploading photo ${i + 1} of ${photos.length}…`);
        try {
          await uploadBlogPhoto(catId, entry.id, file, (f) =>
            setProgress(`Uploading photo ${i + 1} of ${photos.length}… ${Math.round(f * 100)}%`),
          );
        } catch (err) {
          toast.error(refusalMessage(err, failure.fileUpload));
        }
      }
      toast.success(success.diaryAdded);
      setMessage('');
      setPhotos([]);
      if (fileRef.current) fileRef.current.value = '';
    } catch (err) {
      toast.error(refusalMessage(err, failure.addBlog));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className="form diary-composer" noValidate aria-label="New diary entry" onSubmit={publish}>
      <TextAreaField
        label="Diary message"
        rows={3}
        value={message}
        placeholder="What happened today?"
        onChange={(e) => setMessage(e.target.value)}
      />
      <TextField
        label="Photos (optional)"
        ref={fileRef}
        type="file"
        accept="image/*"
        multiple
        onChange={(e) => setPhotos([...(e.target.files ?? [])])}
      />
      <ErrorList messages={errors} />
      <div className="actions">
        <button type="submit" className="button primary" disabled={progress !== null}>
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
