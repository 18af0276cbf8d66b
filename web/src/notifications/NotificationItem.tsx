/**
 * One notification in the centre (README "Notifications"): the newest actor's photo (a lost cat's
 * own photo for Lost & Found without an actor, the CatRep logo for a moderator's word), its one line (`notificationText`: "Bence Kovacs and 3 others
 * liked your post"), when it last grew (relative time, lib/time.ts), the whole row a link to where it
 * leads. An unread one stands out (a tinted row and a dot) and says so to screen readers.
 * Presentational.
 */
import { Link } from 'react-router-dom';
import { notificationText } from '@catrep/model';
import type { Notification } from '@/data/notifications';
import { dateOf } from '@/lib/time';
import { Avatar } from '@/ui/Avatar';
import { RelativeTime } from '@/ui/text';

/** An app path the row may lead to: a notification's own link, else CatShare. */
const appPath = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : '/cat-share');

/** One row; `onOpen` runs when it is followed (the panel closes). */
export function NotificationItem({
  notification,
  unread,
  onOpen,
}: {
  notification: Notification;
  /** Shown as unread: unread when it arrived in the centre (it stays marked while open). */
  unread: boolean;
  onOpen?: () => void;
}) {
  const { actor } = notification;
  return (
    <Link
      to={appPath(notification.link)}
      className={unread ? 'notif-item unread' : 'notif-item'}
      onClick={onOpen}
      data-testid="notification"
    >
      {actor ? (
        <Avatar className="notif-photo" photo={actor.profilePhoto} kind="user" size={40} />
      ) : notification.cat ? (
        <Avatar className="notif-photo" photo={notification.cat.profilePhoto} kind="cat" size={40} />
      ) : (
        <img className="notif-photo notif-logo" src="/logo.svg" alt="" width={40} height={40} />
      )}
      <span className="notif-body">
        <span className="notif-text">
          {unread && <span className="sr-only">Unread: </span>}
          {notificationText(notification)}
        </span>
        <span className="notif-time muted small">
          <RelativeTime date={dateOf(notification.updatedAt)} />
        </span>
      </span>
      {unread && <span className="notif-dot" aria-hidden="true" />}
    </Link>
  );
}
