/**
 * /unsubscribe?user=…&token=… (README "Notifications"): the daily digest mail's link, public (no
 * session needed). It turns the digest off once (`POST /notifications/unsubscribe`) and shows the
 * server's answer — or its error's message — with the way to /welcome.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { notificationMessages } from '@catrep/model';
import { unsubscribeDigest } from '@/data/account';
import { errorMessage } from '@/lib/api';
import { Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';

type Outcome = { ok: boolean; message: string };

/** The page: a spinner while the request runs, then its message. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const incomplete = !user || !token;
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const started = useRef(false);
  useDocumentTitle('Unsubscribe');
  const outcome: Outcome | null = incomplete
    ? { ok: false, message: notificationMessages.badUnsubscribe }
    : answer;

  useEffect(() => {
    if (started.current || incomplete) return;
    started.current = true;
    unsubscribeDigest(user, token).then(
      (res) => setAnswer({ ok: true, message: res.message }),
      (e) => setAnswer({ ok: false, message: errorMessage(e) }),
    );
  }, [user, token, incomplete]);

  return (
    <article className="card narrow">
      <h1>Daily digest mail</h1>
      {outcome === null ? (
        <Spinner label="Unsubscribing…" />
      ) : (
        <p role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</p>
      )}
      <p>
        <Link to="/welcome">Go to CatRep</Link>
      </p>
    </article>
  );
}
