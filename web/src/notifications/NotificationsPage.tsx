/**
 * /notifications (README "Notifications"): the notification centre as a page, where the bell
 * leads on a phone (on a wide screen it opens a panel instead). Guests have none: CatShare.
 */
import { useId } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '@/session/currentUser';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import NotificationCenter from './NotificationCenter';

/** The page: its heading and the centre. */
export default function NotificationsPage() {
  const { uid, isGuest } = useCurrentUser();
  const titleId = useId();
  useDocumentTitle('Notifications');
  if (isGuest) return <Navigate replace to="/cat-share" />;
  return (
    <section className="card narrow notif-page" aria-labelledby={titleId}>
      <h1 id={titleId}>Notifications</h1>
      <NotificationCenter key={uid} uid={uid} />
    </section>
  );
}
