/**
 * The top bar's unread chat badge (docs/product.md §2 Chrome): the number of my chats with unread messages
 * for my cat, live, linking to the chat of the first unread one; the tab title shows the count
 * too. `/cat-chat` without a cat goes to that chat, else to my first cat's CatChat.
 */
import { useMemo } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { slug } from '@catrep/model';
import { sidesOf, unreadFor, useMyChats, type Chat } from '@/data/chats';
import { useCurrentUser } from '@/session/currentUser';
import { Spinner } from '@/ui/Status';
import { useTitleBadge } from '@/ui/useDocumentTitle';

/** The path of `chat` as seen by `uid`'s cat. */
function chatPath(chat: Chat, uid: string): string {
  const { mine } = sidesOf(chat, uid);
  return `/cat-chat/${mine}/${slug(chat.cats[mine]?.name ?? '') || 'cat'}?chat=${encodeURIComponent(chat.id)}`;
}

function useUnread(uid: string) {
  const chats = useMyChats(uid);
  return useMemo(() => {
    const unread = (chats.data ?? []).filter((c) => unreadFor(c, uid) > 0);
    return { status: chats.status, count: unread.length, first: unread[0] ?? null, all: chats.data ?? [] };
  }, [chats.data, chats.status, uid]);
}

/**
 * The badge; render it for signed-in CatReps only (guests have no chats). Until the live chats
 * arrive it shows `initialCount` (from `GET /users/user`) linking to `/cat-chat`, which opens the
 * first unread chat, so the top bar has its final width at once (no layout shift).
 */
export function ChatBadge({ uid, initialCount = 0 }: { uid: string; initialCount?: number }) {
  const { status, count: liveCount, first } = useUnread(uid);
  const count = status === 'loading' ? initialCount : liveCount;
  useTitleBadge(count);
  if (count === 0) return null;
  return (
    <Link
      className="badge-link"
      to={first ? chatPath(first, uid) : '/cat-chat'}
      aria-label={`Unread chats: ${count}`}
    >
      Chats <span className="badge">{count}</span>
    </Link>
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
