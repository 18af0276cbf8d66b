/**
 * /cat/:id/:name? — CatID (docs/product.md §2): the cat's photo and fields, live from Firestore. The owner
 * gets 'Cat Settings' (the cat form in a modal) and can change the photo; 'Back to CatRep' leads
 * to the owner's profile; a connected CatRep gets Send Message (docs/product.md §2). Tabs lead to CatAlog,
 * CatBlog, CatMates and (the owner's) CatChat and Care. Below the details, "Appears in" lists the
 * CatShare posts that name the cat (`./AppearsIn`, loaded after the header: README "CatShare"). A
 * Catchie's CatID has a quiet memorial look: "In loving memory" with its years, its photo softened.
 * While the cat is lost its name wears the Lost ribbon (leading to the poster); the owner of a living
 * cat that is home gets 'Report lost' (`@/lost/ReportLostModal`, docs/product.md §10).
 */
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { failure, slug, success } from '@catrep/model';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { PhotoUpload } from '@/ui/PhotoUpload';
import { useCurrentUser } from '@/session/currentUser';
import { documentFallback } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CAT_TEXTS } from './CatCard';
import { BirthdayMark } from './CatDays';
import { CatDetails } from './CatDetails';
import { CatFormModal } from './CatFormModal';
import { ReportButton } from '@/safety/ReportDialog';
import { SendMessage } from './SendMessage';
import { uploadCatPhoto, useCat } from '@/data/cats';
import { photoSrc } from '@/ui/Avatar';
import { Spinner } from '@/ui/Status';
import { LostRibbon } from '@/ui/LostRibbon';
import { GuardedButton } from '@/ui/GuestGate';

const AppearsIn = lazy(() => import('./AppearsIn'));
const ReportLostModal = lazy(() => import('@/lost/ReportLostModal'));

/** ' · 2009 – 2024' under a Catchie's name: the years known of its life ('' when none are). */
function memorialYears(birthYear: number | null | undefined, deathdate: string | null | undefined): string {
  const died = deathdate ? deathdate.slice(0, 4) : '';
  if (!birthYear && !died) return '';
  return ` · ${birthYear ?? '?'} – ${died || '?'}`;
}

export default function CatIdPage() {
  const { id = '' } = useParams();
  const { uid, restricted } = useCurrentUser();
  const cat = useCat(id);
  const [editing, setEditing] = useState(false);
  const [reportingLost, setReportingLost] = useState(false);
  const upload = useAction(uploadCatPhoto);
  useDocumentTitle(cat.data ? cat.data.name || 'CatID' : cat.status === 'loading' ? '' : 'CatID');

  const fallback = documentFallback(cat, CAT_TEXTS);
  if (fallback || !cat.data) return fallback;
  const c = cat.data;
  const isMine = c.ownerId === uid;
  const nameSlug = slug(c.name);
  const base = `${c.id}/${nameSlug}`;
  const ownerPath = `/cat-rep/${c.ownerId}/${slug(c.owner.firstname, c.owner.lastname)}`;

  return (
    <>
      <section className={c.alive ? 'card cat-page' : 'card cat-page catchie'}>
        <div className="profile-top">
          <PhotoUpload
            className="profile-photo"
            src={photoSrc(c.profilePhoto, 'cat', 'full')}
            alt={`${c.name}'s photo`}
            editable={isMine}
            restricted={restricted}
            uploading={upload.pending}
            onFile={async (file) => {
              try {
                await upload.run(c.id, file);
                toast.success(success.photoUploaded);
              } catch (e) {
                toast.error(refusalMessage(e, failure.photoUpload));
              }
            }}
          />
          <div className="profile-info">
            <h1>{c.name}</h1>
            {c.lost && <LostRibbon reportId={c.lost.reportId} name={c.name} />}
            <BirthdayMark cat={c} />
            {!c.alive && (
              <p className="memorial">
                <span aria-hidden="true">✿ </span>In loving memory
                {memorialYears(c.birthYear, c.deathdate)}
              </p>
            )}
            <p className="muted">
              {c.alive ? 'CatID' : 'Catchie'} · CatRep{' '}
              <Link to={ownerPath}>
                {c.owner.firstname} {c.owner.lastname}
              </Link>
            </p>
            <div className="actions">
              {isMine && (
                <button type="button" className="button" onClick={() => setEditing(true)}>
                  Cat Settings
                </button>
              )}
              {isMine && c.alive && !c.lost && (
                <GuardedButton
                  type="button"
                  className="button"
                  restricted={restricted}
                  onClick={() => setReportingLost(true)}
                >
                  Report lost
                </GuardedButton>
              )}
              {!isMine && <SendMessage cat={c} />}
              <Link className="button" to={ownerPath}>
                Back to CatRep
              </Link>
              {!isMine && !restricted && <ReportButton item={`/cats/${c.id}`} what={`${c.name}'s CatID`} />}
            </div>
          </div>
        </div>
        <nav className="profile-tabs" aria-label="Cat">
          <NavLink to={`/cat/${base}`} end className="tab active">
            CatID
          </NavLink>
          <NavLink to={`/cat-catalog/${base}/photo`} className="tab">
            CatAlog
          </NavLink>
          <NavLink to={`/cat-diary/${base}`} className="tab">
            CatBlog
          </NavLink>
          <NavLink to={`/cat-mates/${base}`} className={c.alive ? 'tab' : 'tab greyed'}>
            CatMates
          </NavLink>
          {isMine && (
            <NavLink to={`/cat-chat/${base}`} className={c.alive ? 'tab' : 'tab greyed'}>
              CatChat
            </NavLink>
          )}
          {isMine && (
            <NavLink to={`/cat-care/${base}`} className="tab">
              Care
            </NavLink>
          )}
        </nav>
        <CatDetails cat={c} />
        {isMine && <CatFormModal open={editing} onClose={() => setEditing(false)} cat={c} />}
        {reportingLost && (
          <Suspense fallback={null}>
            <ReportLostModal cat={c} onClose={() => setReportingLost(false)} />
          </Suspense>
        )}
      </section>
      <Suspense fallback={<Spinner label="Loading the posts…" />}>
        <AppearsIn key={c.id} catId={c.id} catName={c.name} />
      </Suspense>
    </>
  );
}
