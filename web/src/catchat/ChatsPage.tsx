/**
 * /chats — the inbox of all my cats' conversations (docs/product.md §2 /chats): newest first, each
 * with the other cat, which of my cats it belongs to, the last message and its time, unread ones
 * marked; each opens in its cat's CatChat (catchat/paths.ts). One live query, the one the top bar's
 * Chats badge already listens to (`useMyChats`: `ownerIds` array-contains me, by `updatedAt`), so
 * the screen adds no reads of its own (README "Data in the web client").
 */
import { Link } from 'react-router-dom';
import { slug } from '@catrep/model';
import { sidesOf, unreadFor, useMyChats, type Chat } from '@/data/chats';
import { useCurrentUser } from '@/session/currentUser';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { ConversationLine } from './ConversationLine';
import { chatPath } from './paths';
import './catchat.css';

export default function ChatsPage() {
  const { uid, me } = useCurrentUser();
  const chats = useMyChats(uid);
  useDocumentTitle('Chats');
  const firstCat = me?.cats.find((c) => c.deathdate === null);
  return (
    <section className="card inbox" aria-labelledby="inbox-title">
      <h1 id="inbox-title">Chats</h1>
      {chats.status === 'loading' ? (
        <Spinner label="Loading chats…" />
      ) : chats.status === 'error' ? (
        <ListError message={chats.error?.message ?? 'The chats could not be loaded.'} />
      ) : chats.data.length === 0 ? (
        <EmptyState title="You didn't start any chat yet.">
          {firstCat ? (
            <p>
              Start one from{' '}
              <Link to={`/cat-chat/${firstCat.id}/${slug(firstCat.name) || 'cat'}`}>
                {firstCat.name || 'your cat'}&apos;s CatChat
              </Link>{' '}
              or with Send Message on a CatMate&apos;s page.
            </p>
          ) : (
            <p>Add a cat, connect with other CatReps, and your cats can chat with theirs.</p>
          )}
        </EmptyState>
      ) : (
        <ul className="conversations inbox-list" aria-label="All conversations">
          {chats.data.map((chat) => (
            <InboxItem key={chat.id} chat={chat} uid={uid} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One conversation: the other cat, my cat in it, the last message, its time, my unread count. */
function InboxItem({ chat, uid }: { chat: Chat; uid: string }) {
  const { mine } = sidesOf(chat, uid);
  const myCat = chat.cats[mine]?.name || 'your cat';
  const unread = unreadFor(chat, uid);
  return (
    <li>
      <Link className={unread > 0 ? 'conversation unread' : 'conversation'} to={chatPath(chat, uid)}>
        <ConversationLine
          chat={chat}
          myCatId={mine}
          unread={unread}
          note={<span className="muted small inbox-mine"> with {myCat}</span>}
        />
      </Link>
    </li>
  );
}
