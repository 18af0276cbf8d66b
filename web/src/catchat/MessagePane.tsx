/**
 * One conversation (docs/product.md §2 /cat-chat right pane, §4 Chat, §5 Chat, §9): the messages, newest at
 * the bottom and live; older ones load as the reader scrolls up (the inner scroll element at a
 * ratio of 0.6, docs/product.md §9); the pane follows new messages unless the reader has scrolled up, when a
 * "New messages" button appears. Opening the chat marks it read for my cat (docs/product.md §4), and
 * so do new messages once they stop coming for a moment, and leaving it. My own
 * message shows at once, pending until stored, with an error and Retry if it fails; under my last
 * message, "Seen" once the other cat has read it. Enter sends, Shift+Enter is a new line, empty
 * text is not sent (the hint is not shown on touch screens); opening a conversation focuses its
 * message box. A closed chat (its CatReps disconnected, or one blocked the
 * other: README "Trust and safety") stays readable; in place of the message box it says why
 * (`closedChatText`: `chatErrors.closed`, or `chatErrors.removed` when the other cat was deleted
 * and its messages with it).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { closedChatText, MAX_CHAT_MESSAGE_LENGTH, otherCatOf } from '@catrep/model';
import { markChatRead, sendMessage, useMessages, type Chat } from '@/data/chats';
import { errorMessage } from '@/lib/api';
import { dateOf, millisOf } from '@/lib/time';
import { GuardedButton } from '@/ui/GuestGate';
import { ListError, Spinner } from '@/ui/Status';
import { RelativeTime } from '@/ui/text';
import { ReportButton } from '@/safety/ReportDialog';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { useOffsetTopVar } from '@/ui/useOffsetTopVar';

/** Scrolled this far up (of the scrollable height) asks for older messages (docs/product.md §9: 0.6). */
const LOAD_OLDER_RATIO = 0.6;
/** Messages that arrive while a chat is open are marked read once none came for this long. */
export const MARK_READ_AFTER_MS = 2000;
/** Within this many px of the bottom counts as "at the bottom". */
const BOTTOM_SLACK = 40;

interface Pending {
  key: string;
  text: string;
  /** The stored message's id once the API answered. */
  id: string | null;
  error: string | null;
}

export function MessagePane({
  chat,
  myCatId,
  canSend,
  restricted,
}: {
  chat: Chat;
  myCatId: string;
  /** False for a cat that has passed away: its chats stay readable. */
  canSend: boolean;
  restricted: boolean;
}) {
  const closed = !!chat.closed;
  const otherId = otherCatOf(chat, myCatId);
  const other = chat.cats[otherId];
  const messages = useMessages(chat.id);
  const [pending, setPending] = useState<Pending[]>([]);
  const [newBelow, setNewBelow] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  // On a phone the pane takes what is left of the screen above the tab bar (catchat.css).
  const pane = useRef<HTMLElement>(null);
  useOffsetTopVar(pane);
  const open = canSend && !closed;
  const atBottom = useRef(true);
  const counter = useRef(0);

  const shown = useMemo(() => [...messages.items].reverse(), [messages.items]);
  const storedIds = useMemo(() => new Set(messages.items.map((m) => m.id)), [messages.items]);
  const stillPending = pending.filter((p) => !p.id || !storedIds.has(p.id));

  // Opening the chat marks it read for my cat at once; messages that arrive while it is open are
  // marked read once they stop coming for MARK_READ_AFTER_MS, and at once when the pane closes or
  // the tab is hidden. Sending marks nothing read: each side's unread count is what the other side
  // sent since it last read (exact under simultaneous sends). A burst of messages costs one mark,
  // not one each (docs/scaling.md).
  const unread = chat.unread[myCatId] ?? 0;
  const marking = useRef(false);
  const markedOnce = useRef(false);
  const pendingUnread = useRef(0);
  useEffect(() => {
    pendingUnread.current = restricted ? 0 : unread;
    if (unread === 0 || restricted) return;
    const mark = () => {
      if (marking.current || pendingUnread.current === 0) return;
      marking.current = true;
      markedOnce.current = true;
      markChatRead(chat.id, myCatId)
        .catch(() => undefined)
        .finally(() => {
          marking.current = false;
        });
    };
    const timer = setTimeout(mark, markedOnce.current ? MARK_READ_AFTER_MS : 0);
    const onHide = () => {
      if (document.visibilityState === 'hidden') mark();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [chat.id, myCatId, unread, restricted]);
  // Leaving the chat with messages still unread marks it read on the way out.
  useEffect(
    () => () => {
      if (pendingUnread.current > 0) void markChatRead(chat.id, myCatId).catch(() => undefined);
    },
    [chat.id, myCatId],
  );

  // Keep the reader's place: at the bottom, follow new messages; scrolled up, keep the view and
  // say that new ones arrived; when older ones are prepended, keep the same message in view.
  const newest = shown[shown.length - 1]?.id;
  const oldest = shown[0]?.id;
  const lastHeight = useRef(0);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop += el.scrollHeight - lastHeight.current;
    lastHeight.current = el.scrollHeight;
  }, [oldest]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (atBottom.current) el.scrollTop = el.scrollHeight;
    else setNewBelow(true);
    lastHeight.current = el.scrollHeight;
  }, [newest, stillPending.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const max = el.scrollHeight - el.clientHeight;
    atBottom.current = max - el.scrollTop <= BOTTOM_SLACK;
    if (atBottom.current) setNewBelow(false);
    if (max > 0 && (max - el.scrollTop) / max >= LOAD_OLDER_RATIO && messages.status === 'success') {
      lastHeight.current = el.scrollHeight;
      messages.loadMore();
    }
  };

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  };

  const deliver = async (p: Pending) => {
    setPending((all) => all.map((x) => (x.key === p.key ? { ...x, error: null } : x)));
    try {
      const stored = await sendMessage(chat.id, myCatId, p.text);
      setPending((all) => all.map((x) => (x.key === p.key ? { ...x, id: stored.id } : x)));
    } catch (e) {
      setPending((all) => all.map((x) => (x.key === p.key ? { ...x, error: errorMessage(e) } : x)));
    }
  };

  /** Sends `message` (trimmed, not empty): shown at once as pending, then as stored. */
  const send = (message: string) => {
    if (!canSend || closed) return;
    const p: Pending = { key: `p${counter.current++}`, text: message, id: null, error: null };
    setPending((all) => [...all, p]);
    atBottom.current = true;
    void deliver(p);
  };

  // "Seen" under my last stored message once the other cat read the chat after it.
  const myLast = [...shown].reverse().find((m) => m.catId === myCatId);
  const seen =
    myLast &&
    millisOf(chat.lastRead?.[otherId]) >= millisOf(myLast.createdAt) &&
    millisOf(myLast.createdAt) > 0;

  return (
    <section ref={pane} className="message-pane" aria-label={`Chat with ${other?.name ?? 'a cat'}`}>
      <header className="message-head">
        <h2>{other?.name ?? 'CatChat'}</h2>
        {other && (
          <span className="muted small">CatRep {`${other.owner.firstname} ${other.owner.lastname}`}</span>
        )}
      </header>
      <div className="messages" ref={scroller} onScroll={onScroll} role="log" aria-live="polite" tabIndex={0}>
        {messages.loadingMore && <Spinner label="Loading older messages…" />}
        {messages.status === 'loading' ? (
          <Spinner label="Loading messages…" />
        ) : messages.status === 'error' ? (
          <ListError message={messages.error ?? 'The messages could not be loaded.'} />
        ) : (
          shown.length === 0 &&
          stillPending.length === 0 && <p className="muted">Say hello to {other?.name}!</p>
        )}
        <ol className="message-list">
          {shown.map((m) => (
            <li key={m.id} className={m.catId === myCatId ? 'message mine' : 'message'}>
              <p className="message-text">{m.text}</p>
              <span className="muted small">
                <RelativeTime date={dateOf(m.createdAt)} />
                {seen && m.id === myLast?.id && <span className="message-seen"> · Seen</span>}
                {m.catId !== myCatId && !restricted && (
                  <>
                    {' · '}
                    <ReportButton item={`/chats/${chat.id}/messages/${m.id}`} what="this message" />
                  </>
                )}
              </span>
            </li>
          ))}
          {stillPending.map((p) => (
            <li key={p.key} className="message mine pending">
              <p className="message-text">{p.text}</p>
              {p.error ? (
                <span className="field-error" role="alert">
                  Not sent: {p.error}{' '}
                  <button type="button" className="link" onClick={() => void deliver(p)}>
                    Retry
                  </button>
                </span>
              ) : (
                <span className="muted small">Sending…</span>
              )}
            </li>
          ))}
        </ol>
      </div>
      {newBelow && (
        <button type="button" className="button small new-messages" onClick={toBottom}>
          New messages
        </button>
      )}
      {canSend && closed && (
        <p className="chat-closed" role="status">
          {closedChatText(chat.closed!)}
        </p>
      )}
      {open ? (
        <MessageBox key={chat.id} restricted={restricted} onSend={send} />
      ) : canSend ? null : (
        <p className="muted">
          Cats that have passed away cannot send messages; their chats stay here to read.
        </p>
      )}
    </section>
  );
}

/**
 * The message box and Send: its text is its own state, so typing re-renders the box alone, not
 * the messages above it. Enter sends (Shift+Enter is a new line; a touch screen gets no hint of
 * it); the box takes the focus when it opens (keyboard use; on a phone, the keyboard).
 */
function MessageBox({ restricted, onSend }: { restricted: boolean; onSend: (message: string) => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  // A touch screen has no Shift+Enter to speak of: the hint is for keyboards.
  const touch = useMediaQuery('(pointer: coarse)');
  useEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, []);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    onSend(message);
  };

  return (
    <form className="composer-line" onSubmit={submit}>
      <textarea
        ref={input}
        aria-label="Message"
        placeholder={
          touch ? 'Write a message…' : 'Write a message… (Enter sends, Shift+Enter for a new line)'
        }
        rows={2}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (!restricted) submit();
          }
        }}
      />
      {restricted ? (
        <GuardedButton restricted className="button primary">
          Send
        </GuardedButton>
      ) : (
        <button type="submit" className="button primary" disabled={!text.trim()}>
          Send
        </button>
      )}
    </form>
  );
}
