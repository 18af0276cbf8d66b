/**
 * Chats in the top bar (docs/product.md §2 Chrome): always there, leading to the inbox of all my cats'
 * conversations (/chats), with a live badge counting my chats with unread messages (hidden at 0);
 * the tab title shows the count too. `/cat-chat` without a cat goes to the first unread chat,
 * else to my first cat's CatChat.
 *
 * The badge counts my chats with something unread (`useUnreadChats`: a CatRep with many chats
 * pays for those alone on opening, and nothing for the messages they send), until a conversation
 * list comes on screen: from then on it counts from the list's own live query of all my chats
 * (`useMyChats`), so no chat is listened to twice while messages come and go, and going back to
 * other screens reads nothing again.
 */
import { useEffect, useMemo, useState } from 'react';
import { Navigate, NavLink, useMatch } from 'react-router-dom';
import type { ObservableStatus } from 'reactfire';
import { slug } from '@catrep/model';
import { unreadFor, useMyChats, useUnreadChats, type Chat } from '@/data/chats';
import { chatPath } from '@/catchat/paths';
import { useCurrentUser } from '@/session/currentUser';
import { Spinner } from '@/ui/Status';
import { useTitleBadge } from '@/ui/useDocumentTitle';
import { SIGNED_IN_ROUTES } from './signedInPaths';

/** The live `chats` with something unread for `uid`, most recent first. */
function useUnreadAmong(chats: ObservableStatus<Chat[]>, uid: string) {
  return useMemo(() => {
    const unread = (chats.data ?? []).filter((c) => unreadFor(c, uid) > 0);
    return { status: chats.status, count: unread.length, first: unread[0] ?? null };
  }, [chats.data, chats.status, uid]);
}

interface BadgeProps {
  uid: string;
  initialCount?: number;
}

interface CountedProps {
  uid: string;
  /** What to show until the live chats arrive. */
  waiting: number;
  /** Told each live count, so the other query starts from it when the screen changes. */
  onCount: (count: number) => void;
}

/**
 * Chats and its badge; render it for signed-in CatReps only (guests have no chats). Until the live
 * chats arrive the badge shows `initialCount` (from `GET /users/user`), so the top bar has its
 * final width at once (no layout shift). Named 'Unread chats: N' while something is unread.
 */
export function ChatBadge({ uid, initialCount = 0 }: BadgeProps) {
  const chats = useMatch(SIGNED_IN_ROUTES.chats);
  const catChat = useMatch(SIGNED_IN_ROUTES.catChat);
  const [known, setKnown] = useState<number | null>(null);
  // Once a conversation list was on screen, its query is read: it stays the badge's source, so
  // leaving the chats costs no new read of the unread ones.
  const [listed, setListed] = useState(false);
  if ((chats || catChat) && !listed) setListed(true);
  const props = { uid, waiting: known ?? initialCount, onCount: setKnown };
  return listed || chats || catChat ? <CountedFromAll {...props} /> : <CountedFromUnread {...props} />;
}

function CountedFromAll({ uid, ...rest }: CountedProps) {
  return <Counted found={useUnreadAmong(useMyChats(uid), uid)} {...rest} />;
}

function CountedFromUnread({ uid, ...rest }: CountedProps) {
  return <Counted found={useUnreadAmong(useUnreadChats(uid), uid)} {...rest} />;
}

function Counted({
  found,
  waiting,
  onCount,
}: Omit<CountedProps, 'uid'> & { found: ReturnType<typeof useUnreadAmong> }) {
  const live = found.status === 'loading' ? null : found.count;
  useEffect(() => {
    if (live !== null) onCount(live);
  }, [live, onCount]);
  return <BadgeLink count={live ?? waiting} />;
}

function BadgeLink({ count }: { count: number }) {
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

/** /cat-chat: the first unread chat, else my most recent chat, else my first living cat's CatChat, else My Cats. */
export function FirstUnreadChat() {
  const { uid, me } = useCurrentUser();
  const { status, first } = useUnreadAmong(useUnreadChats(uid), uid);
  const all = useMyChats(uid);
  if (status === 'loading' || (!first && all.status === 'loading')) return <Spinner />;
  const target = first ?? all.data?.[0];
  if (target) return <Navigate replace to={chatPath(target, uid)} />;
  const cat = me?.cats.find((c) => c.deathdate === null) ?? me?.cats[0];
  if (cat) return <Navigate replace to={`/cat-chat/${cat.id}/${slug(cat.name) || 'cat'}`} />;
  return <Navigate replace to={`/my-cats/${uid}`} />;
}
