/**
 * The inside of one conversation link (docs/product.md §2 /cat-chat, /chats), shared by a cat's
 * conversation list and the inbox of all chats: the other cat's photo and name (with `note` after
 * it), the last message (one's own as 'You: …') and its relative time, 'Closed' or 'Cat removed'
 * for a closed chat, and the unread count.
 */
import type { ReactNode } from 'react';
import { otherCatOf } from '@catrep/model';
import type { Chat } from '@/data/chats';
import { dateOf } from '@/lib/time';
import { Avatar } from '@/ui/Avatar';
import { RelativeTime } from '@/ui/text';

export function ConversationLine({
  chat,
  myCatId,
  unread,
  note,
}: {
  chat: Chat;
  /** The cat of mine this conversation belongs to. */
  myCatId: string;
  unread: number;
  /** Said after the other cat's name (the inbox: 'with {my cat}'). */
  note?: ReactNode;
}) {
  const other = chat.cats[otherCatOf(chat, myCatId)];
  const last = chat.lastMessage;
  return (
    <>
      <Avatar photo={other?.profilePhoto} kind="cat" size={40} />
      <span className="conversation-text">
        <span className="conversation-name">
          {other?.name ?? 'A cat'}
          {note}
        </span>
        <span className="muted small conversation-last">
          {last ? (last.catId === myCatId ? `You: ${last.text}` : last.text) : 'No messages yet'}
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
          <span className="badge">
            {unread}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </span>
    </>
  );
}
