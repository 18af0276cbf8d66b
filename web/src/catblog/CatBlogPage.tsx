/**
 * /cat-diary/:id/:name — CatBlog (docs/product.md §1, §2, §4 Diary tab visibility, §6): a cat's diary, newest
 * first and live, the next page loading as the window reaches the bottom. Its owner always reads
 * it and publishes, edits and deletes; others read it when the cat's diaryType allows (1 everyone,
 * 2 the owner's connected CatReps, 3 only the owner) and otherwise get a page that says so. The
 * rule is the model's `isVisibleTo`, the one firestore.rules and the API also hold.
 */
import { Link, useParams } from 'react-router-dom';
import { isForConnections, isVisibleTo, DiaryVisibility, slug } from '@catrep/model';
import { useBlogEntries } from '@/data/blogs';
import { useCat, type CatWithId } from '@/data/cats';
import { useRelation } from '@/data/relations';
import { useCurrentUser } from '@/session/currentUser';
import { NextPage } from '@/ui/NextPage';
import { documentFallback, EmptyState, ListError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CAT_TEXTS, CatPageHeader } from '@/cats/CatCard';
import { DiaryComposer } from './DiaryComposer';
import { DiaryEntry } from './DiaryEntry';
import './catblog.css';

const AUDIENCE = {
  [DiaryVisibility.everyone]: 'everyone on CatRep',
  [DiaryVisibility.myCatReps]: 'your connected CatReps',
  [DiaryVisibility.onlyMe]: 'only you',
} as Record<number, string>;

export default function CatBlogPage() {
  const { id = '' } = useParams();
  const { uid } = useCurrentUser();
  const cat = useCat(id);
  const ownerId = cat.data?.ownerId ?? '';
  const relation = useRelation(uid, ownerId && ownerId !== uid ? ownerId : '');
  useDocumentTitle(
    cat.data ? `${cat.data.name || 'Cat'}'s CatBlog` : cat.status === 'loading' ? '' : 'CatBlog',
  );
  const fallback = documentFallback(cat, CAT_TEXTS);
  if (fallback || !cat.data) return fallback;
  const c = cat.data;
  const isMine = c.ownerId === uid;
  if (!isMine && isForConnections(c.diaryType) && relation.status === 'loading') return <Spinner />;
  const readable = isVisibleTo(c.diaryType, {
    uid,
    isOwner: isMine,
    isConnected: relation.data?.state === 'connected',
  });
  return (
    <section className="catblog">
      <div className="card">
        <CatPageHeader cat={c} title={c.name ? `${c.name}'s CatBlog` : 'CatBlog'} />
        {isMine && (
          <p className="muted small">
            This diary is visible to {AUDIENCE[c.diaryType] ?? 'you'}. Change it in Cat Settings on the CatID
            page.
          </p>
        )}
        {isMine && <DiaryComposer catId={c.id} />}
      </div>
      {readable ? <Entries cat={c} isMine={isMine} /> : <NotShared cat={c} />}
    </section>
  );
}

function Entries({ cat, isMine }: { cat: CatWithId; isMine: boolean }) {
  const { restricted } = useCurrentUser();
  const entries = useBlogEntries(cat.id, isMine);
  if (entries.status === 'loading') return <Spinner label="Loading the diary…" />;
  if (entries.status === 'error')
    return <ListError message={entries.error ?? 'The diary could not be loaded.'} />;
  return (
    <>
      {entries.items.length === 0 ? (
        <div className="card">
          <EmptyState
            title={
              isMine
                ? `${cat.name || 'Your cat'}'s diary is empty.`
                : `${cat.name || 'This cat'} has no diary entries yet.`
            }
          >
            {isMine && <p>Write the first entry above: what did {cat.name || 'your cat'} do today?</p>}
          </EmptyState>
        </div>
      ) : (
        <ol className="diary-list">
          {entries.items.map((e) => (
            <li key={e.id}>
              <DiaryEntry entry={e} catName={cat.name} isMine={isMine} canReport={!restricted} />
            </li>
          ))}
        </ol>
      )}
      <NextPage list={entries} label="Loading older entries…" />
    </>
  );
}

/** What someone who may not read the diary sees: why, not an error or an empty diary. */
function NotShared({ cat }: { cat: CatWithId }) {
  const owner = cat.owner;
  const ownerPath = `/cat-rep/${cat.ownerId}/${slug(owner.firstname, owner.lastname)}`;
  return (
    <div className="card">
      {isForConnections(cat.diaryType) ? (
        <EmptyState
          title={`${cat.name || 'This cat'}'s CatBlog is shared with ${owner.firstname}'s CatReps only.`}
        >
          <p>
            Connect with <Link to={ownerPath}>{`${owner.firstname} ${owner.lastname}`.trim()}</Link> to read
            it.
          </p>
        </EmptyState>
      ) : (
        <EmptyState title={`${cat.name || 'This cat'}'s CatBlog is private.`}>
          <p>Only {owner.firstname} reads it.</p>
        </EmptyState>
      )}
    </div>
  );
}
