/**
 * /cat-catalog/:id/:name/:type — CatAlog (docs/product.md §1, §2, §6, §8, §9): a cat's photos in a masonry
 * grid and its YouTube videos, newest first, the next page loading as the window reaches the
 * bottom; photos and videos open in the full-screen viewer. The side menu lists Images and Youtube
 * (the video entry is hidden: direct video upload is temporarily limited, docs/product.md §1). The owner adds
 * photos (several at once, ending in one toast that sums the batch up) and YouTube links, and
 * deletes either; guests and unverified CatReps see the add buttons disabled (docs/product.md §6).
 * A cat that passed away keeps its album.
 */
import { useMemo, useState } from 'react';
import { Link, Navigate, NavLink, useParams } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { albumEmpty, CATALOG_TYPES, failure, slug, success, type CatalogType } from '@catrep/model';
import { useCatFiles, uploadCatPhoto, deleteCatFile } from '@/data/album';
import { useCat } from '@/data/cats';
import { refusalMessage } from '@/lib/api';
import { useCurrentUser } from '@/session/currentUser';
import { PhotoGrid } from '@/ui/album/PhotoGrid';
import { PhotoUploader } from '@/ui/album/PhotoUploader';
import { YoutubeEmbed } from '@/ui/album/YoutubeEmbed';
import { GuardedButton } from '@/ui/GuestGate';
import { documentFallback, EmptyState, ListError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { toastUploadSummary } from '@/ui/uploadSummary';
import { LazyAlbumViewer } from '@/ui/album/LazyAlbumViewer';
import { useReport } from '@/safety/ReportDialog';
import { NextPage } from '@/ui/NextPage';
import { CAT_TEXTS, CatPageHeader } from '@/cats/CatCard';
import { AddYoutubeModal } from './AddYoutubeModal';
import { catFileEntry } from './entries';
import './catalog.css';

export default function CatAlogPage() {
  const { id = '', type = 'photo' } = useParams();
  const cat = useCat(id);
  const name = cat.data?.name ?? '';
  useDocumentTitle(cat.data ? `${name || 'Cat'}'s CatAlog` : cat.status === 'loading' ? '' : 'CatAlog');
  if (!CATALOG_TYPES.includes(type as CatalogType))
    return <Navigate replace to={`/cat-catalog/${id}/${slug(name)}/photo`} />;
  const fallback = documentFallback(cat, CAT_TEXTS);
  if (fallback || !cat.data) return fallback;
  const c = cat.data;
  const base = `/cat-catalog/${c.id}/${slug(c.name) || 'cat'}`;
  return (
    <section className="card catalog">
      <CatPageHeader cat={c} title={c.name ? `${c.name}'s CatAlog` : 'CatAlog'} />
      <div className="catalog-layout">
        <nav className="catalog-menu" aria-label="CatAlog">
          <NavLink className="tab" to={`${base}/photo`}>
            Images
          </NavLink>
          <NavLink className="tab" to={`${base}/youtube`}>
            Youtube
          </NavLink>
        </nav>
        <div className="catalog-body">
          {type === 'video' ? (
            <EmptyState title="Direct video upload is temporarily limited.">
              <p>
                Add videos as <Link to={`${base}/youtube`}>Youtube</Link> links: there is no limit on those.
              </p>
            </EmptyState>
          ) : (
            <CatFiles
              key={`${c.id}/${type}`}
              catId={c.id}
              catName={c.name}
              ownerId={c.ownerId}
              list={type as CatalogType}
            />
          )}
        </div>
      </div>
    </section>
  );
}

function CatFiles({
  catId,
  catName,
  ownerId,
  list,
}: {
  catId: string;
  catName: string;
  ownerId: string;
  list: CatalogType;
}) {
  const { uid, restricted } = useCurrentUser();
  const isMine = ownerId === uid;
  const files = useCatFiles(catId, list, isMine);
  const entries = useMemo(() => files.items.map((f) => catFileEntry(f, catName)), [files.items, catName]);
  const [open, setOpen] = useState<number | null>(null);
  const [addingYoutube, setAddingYoutube] = useState(false);
  // Photos picked and not yet stored, and photos stored since the album was last emptied: the
  // empty text goes at the first pick and stays away until the grid shows them.
  const [queued, setQueued] = useState(0);
  const [added, setAdded] = useState(0);
  const report = useReport();

  const remove = async (entryId: string) => {
    try {
      await deleteCatFile(catId, entryId);
      toast.success(success.fileChanged);
      setAdded(0);
      setOpen(null);
    } catch {
      toast.error(failure.fileDeletion);
    }
  };

  return (
    <>
      {isMine && (
        <div className="actions">
          {list === 'photo' ? (
            <PhotoUploader
              label="Add Photo"
              restricted={restricted}
              upload={(file, title, onProgress) => uploadCatPhoto(catId, file, title, onProgress)}
              errorOf={(e) => refusalMessage(e, failure.fileUpload)}
              onQueueChange={setQueued}
              onFinished={(summary) => {
                setAdded((n) => n + summary.added);
                toastUploadSummary(summary, success.fileChanged);
              }}
            />
          ) : (
            <GuardedButton
              restricted={restricted}
              className="button primary"
              onClick={() => setAddingYoutube(true)}
            >
              Add Youtube
            </GuardedButton>
          )}
        </div>
      )}
      {files.status === 'loading' ? (
        <Spinner label="Loading the CatAlog…" />
      ) : files.status === 'error' ? (
        <ListError message={files.error ?? 'The CatAlog could not be loaded.'} />
      ) : entries.length === 0 ? (
        queued > 0 || added > 0 ? null : isMine ? (
          <EmptyState title={albumEmpty[list === 'youtube' ? 'youtube' : 'photo'].title}>
            <p>{albumEmpty[list === 'youtube' ? 'youtube' : 'photo'].hint}</p>
          </EmptyState>
        ) : (
          <EmptyState title={list === 'youtube' ? 'No Youtube videos here yet.' : 'No photos here yet.'} />
        )
      ) : list === 'photo' ? (
        <PhotoGrid entries={entries} onOpen={setOpen} />
      ) : (
        <ul className="youtube-list">
          {entries.map((e, i) => (
            <li key={e.id} className="youtube-item">
              {e.youtubeId && e.embedUrl && <YoutubeEmbed youtubeId={e.youtubeId} title={e.title} />}
              <div className="youtube-meta">
                {e.title && <span>{e.title}</span>}
                <button type="button" className="link" onClick={() => setOpen(i)}>
                  Full screen
                </button>
                {isMine && (
                  <button type="button" className="link" onClick={() => void remove(e.id)}>
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <NextPage list={files} label="Loading more…" />
      <LazyAlbumViewer
        entries={entries}
        index={open}
        onClose={() => setOpen(null)}
        onDelete={isMine ? (e) => remove(e.id) : undefined}
        onReport={
          isMine || restricted
            ? undefined
            : (e) => {
                setOpen(null);
                report.open(`/cats/${catId}/files/${e.id}`, 'this photo');
              }
        }
      />
      {report.dialog}
      {isMine && list === 'youtube' && (
        <AddYoutubeModal catId={catId} open={addingYoutube} onClose={() => setAddingYoutube(false)} />
      )}
    </>
  );
}
