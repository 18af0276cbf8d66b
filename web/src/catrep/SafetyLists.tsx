/**
 * The "Blocked CatReps" and "Muted CatReps" lists of CatRep Settings (README "Trust and safety"):
 * each fetched once when shown (`GET /users/user/blocks`, `/users/user/mutes`), newest first, with
 * Unblock / Unmute per CatRep (the server's message as a toast; the CatRep leaves the list), an
 * empty state, a spinner while loading and the error when the list fails.
 */
import { useEffect, useId, useState } from 'react';
import type { UserCard } from '@catrep/model';
import {
  fetchBlockedCatReps,
  fetchMutedCatReps,
  unblockCatRep,
  unmuteCatRep,
  type SafetyAnswer,
} from '@/data/safety';
import { errorMessage } from '@/lib/api';
import { locationOf } from '@/connections/CatRepCard';
import { Avatar } from '@/ui/Avatar';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';

/** Both lists, one after the other (on the CatRep Settings page, ./SettingsPage.tsx). */
export function SafetyLists() {
  return (
    <>
      <PeopleList
        title="Blocked CatReps"
        empty="You have not blocked anyone."
        action="Unblock"
        load={fetchBlockedCatReps}
        undo={unblockCatRep}
      />
      <PeopleList
        title="Muted CatReps"
        empty="You have not muted anyone."
        action="Unmute"
        load={fetchMutedCatReps}
        undo={unmuteCatRep}
      />
    </>
  );
}

type ListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; users: UserCard[] };

/**
 * One list: `load` fetches it on mount; `action` (Unblock, Unmute) runs `undo(id)` for a CatRep
 * and takes them off the list when it succeeds.
 */
export function PeopleList({
  title,
  empty,
  action,
  load,
  undo,
}: {
  title: string;
  empty: string;
  action: string;
  load: () => Promise<UserCard[]>;
  undo: (id: string) => Promise<SafetyAnswer>;
}) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let live = true;
    load().then(
      (users) => live && setList({ status: 'success', users }),
      (e) => live && setList({ status: 'error', message: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [load]);

  const run = async (user: UserCard) => {
    setBusy((s) => new Set(s).add(user.id));
    try {
      const res = await undo(user.id);
      toast.success(res.message);
      setList((l) => (l.status === 'success' ? { ...l, users: l.users.filter((u) => u.id !== user.id) } : l));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(user.id);
        return next;
      });
    }
  };

  const headingId = useId();
  return (
    <section className="safety-list" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {list.status === 'loading' ? (
        <Spinner label={`Loading ${title}…`} />
      ) : list.status === 'error' ? (
        <ListError message={list.message} />
      ) : list.users.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="rep-list">
          {list.users.map((u) => {
            const name = `${u.firstname} ${u.lastname}`.trim();
            const location = locationOf(u);
            return (
              <li key={u.id} className="rep-card">
                <Avatar className="rep-photo" photo={u.profilePhoto} kind="user" size={56} />
                <div className="rep-info">
                  <span className="rep-name">{name}</span>
                  {location && <span className="muted small">{location}</span>}
                </div>
                <button
                  type="button"
                  className="button small rep-control"
                  disabled={busy.has(u.id)}
                  aria-label={`${action} ${name}`}
                  onClick={() => void run(u)}
                >
                  {action}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
