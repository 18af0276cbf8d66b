/**
 * Who liked a post: a modal listing the CatReps who liked it, newest like first, each with photo
 * and name linking to their profile, a page at a time as the list scrolls (`GET /feeds/{id}/likes`).
 * CatReps a block stands between with the viewer are left out by the API. Loaded only when opened.
 */
import { Link } from 'react-router-dom';
import { slug } from '@catrep/model';
import { useLikers } from '@/data/feeds';
import { Avatar } from '@/ui/Avatar';
import { Modal } from '@/ui/Modal';
import { NextPage } from '@/ui/NextPage';
import { Spinner } from '@/ui/Status';

/** The list of likers of post `postId` (rendered inside the open modal). */
function Likers({ postId }: { postId: string }) {
  const list = useLikers(postId);
  if (list.status === 'loading') return <Spinner label="Loading who liked…" />;
  return (
    <>
      {list.items.length > 0 && (
        <ul className="likers">
          {list.items.map((u) => (
            <li key={u.id}>
              <Link to={`/cat-rep/${u.id}/${slug(u.firstname, u.lastname)}`}>
                <Avatar photo={u.profilePhoto} kind="user" size={40} />
                <span>{`${u.firstname} ${u.lastname}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.error && (
        <p role="alert" className="form-error">
          {list.error}
        </p>
      )}
      {list.done && !list.error && list.items.length === 0 && <p>Nobody you can see has liked it yet.</p>}
      <NextPage list={list} label="Loading more…" />
    </>
  );
}

/** The 'Who liked' modal of post `postId`. */
export default function LikersModal({ postId, onClose }: { postId: string; onClose: () => void }) {
  return (
    <Modal open title="Who liked" onClose={onClose}>
      <Likers postId={postId} />
    </Modal>
  );
}
