/**
 * My Favorites on the profile's About tab (docs/product.md §1, §2 /cat-rep, §6 own profile, §7 /users/files):
 * a CatRep's favorite photos in the album grid and viewer, newest first, paged as the window
 * reaches the bottom. The owner adds several at once (Add Favorite Photo(s)) and deletes them in
 * the viewer; restricted users see the add button disabled (docs/product.md §6). Headed "My Favorites" on
 * one's own profile and "<Firstname>'s Favorites" on someone else's.
 */
import { useMemo, useState } from 'react';
import { toast } from '@/ui/toast';
import { failure, success } from '@catrep/model';
import { deleteFavorite, uploadFavorite, useFavorites } from '@/data/album';
import { errorMessage, refusalMessage } from '@/lib/api';
import { favoriteEntry } from '@/catalog/entries';
import { PhotoGrid } from '@/ui/album/PhotoGrid';
import { PhotoUploader } from '@/ui/album/PhotoUploader';
import { toastUploadSummary } from '@/ui/uploadSummary';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { LazyAlbumViewer } from '@/ui/album/LazyAlbumViewer';
import { useReport } from '@/safety/ReportDialog';
import { NextPage } from '@/ui/NextPage';

export function Favorites({
  userId,
  ownerName,
  ownerFirstname,
  isMe,
  restricted,
}: {
  userId: string;
  ownerName: string;
  /** For the heading on someone else's profile. */
  ownerFirstname: string;
  isMe: boolean;
  restricted: boolean;
}) {
  const favorites = useFavorites(userId, isMe);
  const report = useReport();
  const entries = useMemo(
    () => favorites.items.map((f) => favoriteEntry(f, ownerName)),
    [favorites.items, ownerName],
  );
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="card favorites">
      <div className="page-header">
        <h2>{isMe ? 'My Favorites' : `${ownerFirstname}'s Favorites`}</h2>
        {isMe && (
          <PhotoUploader
            label="Add Favorite Photo(s)"
            restricted={restricted}
            upload={uploadFavorite}
            errorOf={(e) => refusalMessage(e, failure.photoUpload)}
            onFinished={(summary) => toastUploadSummary(summary, success.photoUploaded)}
          />
        )}
      </div>
      {favorites.status === 'loading' ? (
        <Spinner label="Loading favorite photos…" />
      ) : favorites.status === 'error' ? (
        <ListError message={favorites.error ?? 'The favorite photos could not be loaded.'} />
      ) : entries.length === 0 ? (
        <EmptyState title={isMe ? "You didn't add any favorite photo yet." : 'No favorite photos yet.'} />
      ) : (
        <PhotoGrid entries={entries} onOpen={setOpen} />
      )}
      <NextPage list={favorites} label="Loading more…" />
      <LazyAlbumViewer
        entries={entries}
        index={open}
        onClose={() => setOpen(null)}
        onDelete={
          isMe
            ? async (entry) => {
                try {
                  await deleteFavorite(entry.id);
                  toast.success(success.photoDeleted);
                  setOpen(null);
                } catch (e) {
                  toast.error(errorMessage(e));
                }
              }
            : undefined
        }
        onReport={
          isMe || restricted
            ? undefined
            : (entry) => {
                setOpen(null);
                report.open(`/users/${userId}/files/${entry.id}`, 'this photo');
              }
        }
      />
      {report.dialog}
    </section>
  );
}
