/**
 * The conversations of one of my cats (docs/product.md §2 /cat-chat, left): the other cat's photo and name,
 * the last message, its relative time and my unread count, the most recent first. A closed chat
 * (its CatReps are no longer connected) says so; one whose other cat was deleted says 'Cat removed'.
 */
import { otherCatOf } from '@catrep/model';
import { Link } from 'react-router-dom';
import type { Chat } from '@/data/chats';
import { dateOf } from '@/lib/time';
import { Avatar } from '@/ui/Avatar';
import { RelativeTime } from '@/ui/text';

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
      {chats.map((chat) => {
        const other = chat.cats[otherCatOf(chat, catId)];
        const unread = chat.unread[catId] ?? 0;
        const last = chat.lastMessage;
        return (
          <li key={chat.id}>
            <Link
              className={chat.id === selected ? 'conversation selected' : 'conversation'}
              to={`${basePath}?chat=${encodeURIComponent(chat.id)}`}
              aria-current={chat.id === selected ? 'true' : undefined}
            >
              <Avatar photo={other?.profilePhoto} kind="cat" size={40} />
              <span className="conversation-text">
                <span className="conversation-name">{other?.name ?? 'A cat'}</span>
                <span className="muted small conversation-last">
                  {last ? (last.catId === catId ? `You: ${last.text}` : last.text) : 'No messages yet'}
                </span>
              </span>
              <span className="conversation-meta">
                {last && (
                  <span className="muted small">
                    <RelativeTime date={dateOf(last.createdAt)} />
                  </span>
                )}
                {chat.closed && (
                  <span className="muted small conversation-closed">
                    {chat.closed.reason === 'removed' ? 'Cat removed' : 'Closed'}
                  </span>
                )}
                {unread > 0 && (
                  <span className="badge" aria-label={`${unread} unread`}>
                    {unread}
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
