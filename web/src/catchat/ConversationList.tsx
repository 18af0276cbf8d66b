/**
 * The conversations of one of my cats (docs/product.md §2 /cat-chat, left): the other cat's photo and name,
 * the last message, its relative time and my unread count, the most recent first. A closed chat
 * (its CatReps are no longer connected) says so; one whose other cat was deleted says 'Cat removed'.
 */
import { Link } from 'react-router-dom';
import type { Chat } from '@/data/chats';
import { ConversationLine } from './ConversationLine';

export function ConversationList({
  chats,
  catId,
  selected,
  basePath,
}: {
  chats: Chat[];
  /** My cat whose conversations these are. */
  catId: string;
  selected: string | null;
  /** /cat-chat/{catId}/{name} */
  basePath: string;
}) {
  return (
    <ul className="conversations" aria-label="Conversations">
      {chats.map((chat) => (
        <li key={chat.id}>
          <Link
            className={chat.id === selected ? 'conversation selected' : 'conversation'}
            to={`${basePath}?chat=${encodeURIComponent(chat.id)}`}
            aria-current={chat.id === selected ? 'true' : undefined}
          >
            <ConversationLine chat={chat} myCatId={catId} unread={chat.unread[catId] ?? 0} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
