/**
 * The notification centre (README "Notifications"), the same in the bell's panel (wide screens)
 * and on /notifications (phones): the CatRep's notifications, live, newest first, the next page
 * loading as the end of the list comes into view, as every list. Each one rendered unread is
 * marked read at once (`POST /notifications/read` with its id) but keeps standing out while the
 * centre stays open, so the reader sees what is new; "Mark all as read" takes care of the
 * notifications not loaded. Loading, empty and error states as in other lists.
 */
import { useEffect, useRef, useState } from 'react';
import { markRead, useNotifications, useUnreadCount, type Notification } from '@/data/notifications';
import { errorMessage } from '@/lib/api';
import { millisOf } from '@/lib/time';
import { useAction } from '@/lib/useAction';
import { NextPage } from '@/ui/NextPage';
import { EmptyState, LoadError, Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import { NotificationItem } from './NotificationItem';
import './notifications.css';

/** One state of a notification: it is unread again, and new, when someone adds to it. */
const versionOf = (n: Notification) => `${n.id}@${millisOf(n.updatedAt)}`;

/**
 * Marks read every notification of `items` that is rendered unread (once per version, in one call
 * per render that brought new ones) and answers the versions seen unread since the centre opened,
 * which keep standing out.
 */
export function useMarkShownRead(items: Notification[]): ReadonlySet<string> {
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(() => new Set());
  let shown = seenUnread;
  const fresh = items.filter((n) => !n.read && !seenUnread.has(versionOf(n)));
  if (fresh.length > 0) {
    // Remembered while rendering (React's "adjust state while rendering"), so they stand out at once.
    shown = new Set([...seenUnread, ...fresh.map(versionOf)]);
    setSeenUnread(shown);
  }
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const unsent = items.filter((n) => !n.read && !sent.current.has(versionOf(n)));
    if (unsent.length === 0) return;
    const versions = unsent.map(versionOf);
    versions.forEach((v) => sent.current.add(v));
    // A failure is tried again with the next change of the list.
    markRead(unsent.map((n) => n.id)).catch(() => versions.forEach((v) => sent.current.delete(v)));
  }, [items]);
  return shown;
}

/** The centre's list for `uid`; `onOpen` runs when a notification is followed (the panel closes). */
export default function NotificationCenter({ uid, onOpen }: { uid: string; onOpen?: () => void }) {
  const list = useNotifications(uid);
  const { count } = useUnreadCount(uid);
  const seenUnread = useMarkShownRead(list.items);
  const markAll = useAction(markRead);

  const readAll = async () => {
    try {
      const answer = await markAll.run();
      toast.success(answer.message);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <div className="notif-center" aria-busy={list.status === 'loading'}>
      <div className="notif-toolbar">
        <button
          type="button"
          className="button small"
          disabled={markAll.pending || count === 0}
          onClick={() => void readAll()}
        >
          Mark all as read
        </button>
      </div>
      {list.status === 'error' ? (
        <LoadError message="The notifications could not be loaded." />
      ) : list.status === 'loading' ? (
        <Spinner label="Loading notifications…" />
      ) : list.items.length === 0 ? (
        list.done && <EmptyState title="No notifications yet" />
      ) : (
        <ol className="notif-list">
          {list.items.map((n) => (
            <li key={n.id}>
              <NotificationItem
                notification={n}
                unread={!n.read || seenUnread.has(versionOf(n))}
                onOpen={onOpen}
              />
            </li>
          ))}
        </ol>
      )}
      <NextPage list={list} label="Loading more notifications…" />
    </div>
  );
}
