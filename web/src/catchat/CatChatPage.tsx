/**
 * /cat-chat/:catId/:name — CatChat for one of my cats (docs/product.md §2, §4 Chat, §6): its conversations
 * on the left (`?chat=` chooses one; the first is opened on wide screens), the chosen one on the
 * right, all live. With no chats: the spec's empty texts and Start CatChat, which offers this
 * cat's CatMates. Only the owner's cats chat; a cat that passed away keeps its chats to read.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { slug } from '@catrep/model';
import { startChat, useMyChats } from '@/data/chats';
import { useCat, useCatMates } from '@/data/cats';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useCurrentUser } from '@/session/currentUser';
import { CatPicker } from '@/ui/CatPicker';
import { GuardedButton } from '@/ui/GuestGate';
import { documentFallback, EmptyState, ListError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CAT_TEXTS, CatPageHeader } from '@/cats/CatCard';
import { ConversationList } from './ConversationList';
import { MessagePane } from './MessagePane';
import './catchat.css';

export default function CatChatPage() {
  const { catId = '' } = useParams();
  const { uid } = useCurrentUser();
  const cat = useCat(catId);
  useDocumentTitle(
    cat.data ? `${cat.data.name || 'Cat'}'s CatChat` : cat.status === 'loading' ? '' : 'CatChat',
  );
  const fallback = documentFallback(cat, CAT_TEXTS);
  if (fallback || !cat.data) return fallback;
  const c = cat.data;
  if (c.ownerId !== uid) {
    return (
      <section className="card">
        <EmptyState title="CatChat is where your own cats talk.">
          <Link to={`/cat/${c.id}/${slug(c.name)}`}>Back to {c.name || 'the cat'}</Link>
        </EmptyState>
      </section>
    );
  }
  return <CatChat catId={c.id} catName={c.name} alive={c.alive} />;
}

function CatChat({ catId, catName, alive }: { catId: string; catName: string; alive: boolean }) {
  const { uid, restricted } = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const all = useMyChats(uid);
  const chats = useMemo(() => (all.data ?? []).filter((ch) => ch.catIds.includes(catId)), [all.data, catId]);
  const basePath = `/cat-chat/${catId}/${slug(catName) || 'cat'}`;
  const selectedId = params.get('chat');
  const selected = chats.find((ch) => ch.id === selectedId) ?? null;
  const [picking, setPicking] = useState(false);

  const startButton = alive && (
    <GuardedButton restricted={restricted} className="button primary" onClick={() => setPicking(true)}>
      Start CatChat
    </GuardedButton>
  );

  return (
    <section className="card catchat">
      <CatPageHeader
        cat={{ id: catId, name: catName }}
        title={catName ? `${catName}'s CatChat` : 'CatChat'}
      />
      {all.status === 'loading' ? (
        <Spinner label="Loading chats…" />
      ) : all.status === 'error' ? (
        <ListError message={all.error?.message ?? 'The chats could not be loaded.'} />
      ) : chats.length === 0 ? (
        <EmptyState title="You didn't start any chat yet.">
          <p>Please click &quot;Start CatChat&quot; button to start new conversation.</p>
          {startButton}
        </EmptyState>
      ) : (
        <div className={selected ? 'chat-layout has-selection' : 'chat-layout'}>
          <div className="chat-side">
            {startButton}
            <ConversationList
              chats={chats}
              catId={catId}
              selected={selected?.id ?? null}
              basePath={basePath}
            />
          </div>
          {selected ? (
            <div className="chat-main">
              <Link className="chat-back" to={basePath}>
                ← All conversations
              </Link>
              <MessagePane
                key={selected.id}
                chat={selected}
                myCatId={catId}
                canSend={alive}
                restricted={restricted}
              />
            </div>
          ) : (
            <p className="muted chat-hint">Choose a conversation.</p>
          )}
        </div>
      )}
      {picking && (
        <MatePicker
          catId={catId}
          catName={catName}
          onClose={() => setPicking(false)}
          onStarted={(chatId) => {
            setPicking(false);
            navigate(`${basePath}?chat=${encodeURIComponent(chatId)}`);
          }}
        />
      )}
    </section>
  );
}

/** Start CatChat: the CatMates of this cat to choose from (mounted only while open). */
function MatePicker({
  catId,
  catName,
  onClose,
  onStarted,
}: {
  catId: string;
  catName: string;
  onClose: () => void;
  onStarted: (chatId: string) => void;
}) {
  const mates = useCatMates(catId);
  const start = useAction(startChat);
  return (
    <CatPicker
      open
      title="Start CatChat"
      cats={mates.status === 'success' ? mates.data.map((m) => m.mate) : null}
      empty={`${catName || 'This cat'} has no CatMates yet: cats become CatMates when their CatReps connect.`}
      pending={start.pending}
      onClose={onClose}
      onPick={async (mate) => {
        try {
          onStarted((await start.run(catId, mate.id)).id);
        } catch (e) {
          toast.error(errorMessage(e));
        }
      }}
    />
  );
}
