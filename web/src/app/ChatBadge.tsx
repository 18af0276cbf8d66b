/**
 * Chats in the top bar (docs/product.md §2 Chrome): always there, leading to the inbox of all my cats'
 * conversations (/chats), with a live badge counting my chats with unread messages (hidden at 0);
 * the tab title shows the count too. `/cat-chat` without a cat goes to the first unread chat,
 * else to my first cat's CatChat.
 */
import { useMemo } from 'react';
import { Navigate, NavLink } from 'react-router-dom';
import { slug } from '@catrep/model';
import { unreadFor, useMyChats } from '@/data/chats';
import { chatPath } from '@/catchat/paths';
import { useCurrentUser } from '@/session/currentUser';
import { Spinner } from '@/ui/Status';
import { useTitleBadge } from '@/ui/useDocumentTitle';

function useUnread(uid: string) {
  const chats = useMyChats(uid);
  return useMemo(() => {
    const unread = (chats.data ?? []).filter((c) => unreadFor(c, uid) > 0);
    return { status: chats.status, count: unread.length, first: unread[0] ?? null, all: chats.data ?? [] };
  }, [chats.data, chats.status, uid]);
}

/**
 * Chats and its badge; render it for signed-in CatReps only (guests have no chats). Until the live
 * chats arrive the badge shows `initialCount` (from `GET /users/user`), so the top bar has its
 * final width at once (no layout shift). Named 'Unread chats: N' while something is unread.
 */
export function ChatBadge({ uid, initialCount = 0 }: { uid: string; initialCount?: number }) {
  const { status, count: liveCount } = useUnread(uid);
  const count = status === 'loading' ? initialCount : liveCount;
  useTitleBadge(count);
  return (
    <NavLink
      className="navlink badge-link"
      to="/chats"
      aria-label={count > 0 ? `Unread chats: ${count}` : undefined}
    >
      Chats
      {count > 0 && (
        <>
          {' '}
          <span className="badge">{count}</span>
        </>
      )}
    </NavLink>
  );
}

/** /cat-chat: the first unread chat, else my first living cat's CatChat, else My Cats. */
export function FirstUnreadChat() {
  const { uid, me } = useCurrentUser();
  const { status, first, all } = useUnread(uid);
  if (status === 'loading') return <Spinner />;
  const target = first ?? all[0];
  if (target) return <Navigate replace to={chatPath(target, uid)} />;
  const cat = me?.cats.find((c) => c.deathdate === null) ?? me?.cats[0];
  if (cat) return <Navigate replace to={`/cat-chat/${cat.id}/${slug(cat.name) || 'cat'}`} />;
  return <Navigate replace to={`/my-cats/${uid}`} />;
}
