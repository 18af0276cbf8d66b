/**
 * The "Notifications" section of CatRep Settings (README "Notifications"): a switch per kind a
 * CatRep may turn off (`notificationKindLabels`), the daily digest mail and push on this device,
 * read live from `users/{uid}/private/notifications`; Save sends every field
 * (`PUT /users/user/notification-settings`) and toasts the server's message.
 *
 * Push is asked for only when a CatRep turns it on and saves: then the browser asks its
 * permission, and once granted this device's token is registered (FCM's in production,
 * `emulator-{deviceId}` on the emulators, `@/lib/push`). A refusal says how to allow it. Turning
 * it off takes this device's token back and saves push off. The switch shows whether push reaches
 * this device; when it is on for the CatRep's other devices only and left untouched, saving keeps
 * it on.
 */
import { Link } from 'react-router-dom';
import { useId, useState, type FormEvent } from 'react';
import {
  notificationKindLabels,
  SWITCHABLE_KINDS,
  type NotificationSettings,
  type SwitchableKind,
} from '@catrep/model';
import {
  pushOnThisDevice,
  registerThisDevice,
  saveNotificationSettings,
  unregisterThisDevice,
  useNotificationSettings,
} from '@/data/notifications';
import { errorMessage } from '@/lib/api';
import { pushSupported } from '@/lib/push';
import { ListError, Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import './notifications.css';

/** What the browser answered when asked for its permission, in words a CatRep can act on. */
export const pushProblems = {
  unsupported: 'This browser cannot show notifications. Try another browser, or install CatRep as an app.',
  denied:
    'Notifications are blocked for CatRep in this browser. Allow them in the site settings (the icon beside the address), then turn push on again.',
  default: 'Push stays off: the browser did not get your permission. Turn it on again and choose Allow.',
  failed: 'Push could not be turned on for this device. Reload the page and try again.',
} as const;

/**
 * The section of the settings page (its anchor `id`): its heading, then the form once the stored
 * settings arrived.
 */
export function NotificationSettingsSection({ uid, id }: { uid: string; id?: string }) {
  const live = useNotificationSettings(uid);
  const headingId = useId();
  return (
    <section id={id} className="card settings-section notif-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications</h2>
      {live.status === 'loading' ? (
        <Spinner label="Loading notification settings…" />
      ) : live.status === 'error' ? (
        <ListError message="The notification settings could not be loaded." />
      ) : (
        <NotificationSettingsForm uid={uid} initial={live.settings} />
      )}
      <p className="muted small">
        &lsquo;Lost cats near me&rsquo; alerts follow the area you set on{' '}
        <Link to="/lost-near-you">Lost cats near you</Link>.
      </p>
    </section>
  );
}

/** Asks the browser's permission to notify; answers the problem to show, or null when granted. */
async function askPermission(): Promise<string | null> {
  if (!pushSupported()) return pushProblems.unsupported;
  const answer = await Notification.requestPermission();
  return answer === 'granted' ? null : pushProblems[answer];
}

/**
 * The switches, starting from `initial`; kept as the CatRep sets them (a live change of the
 * stored settings does not undo what they are changing).
 */
export function NotificationSettingsForm({ uid, initial }: { uid: string; initial: NotificationSettings }) {
  const [kinds, setKinds] = useState(initial.kinds);
  const [digest, setDigest] = useState(initial.digest);
  const [hereOn, setHereOn] = useState(() => initial.push && pushOnThisDevice(uid));
  const [push, setPush] = useState(hereOn);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Push failed, and the other switches were saved: said after the problem. */
  const [savedBesides, setSavedBesides] = useState(false);
  const problemId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setSavedBesides(false);
    setPending(true);
    // A push problem is said beside the switch, not contradicted by a "saved" toast.
    let pushFailed = false;
    try {
      // Untouched push keeps what is stored (it may be on for the CatRep's other devices).
      let pushOn = push === hereOn ? initial.push : push;
      if (push && !hereOn) {
        // Asked first, while the click still counts as the CatRep's own gesture.
        const refused = await askPermission();
        if (refused) {
          setProblem(refused);
          setPush(false);
          pushFailed = true;
          pushOn = initial.push;
        } else {
          try {
            await registerThisDevice(uid);
            setHereOn(true);
          } catch {
            setProblem(pushProblems.failed);
            setPush(false);
            pushFailed = true;
            pushOn = initial.push;
          }
        }
      } else if (!push && hereOn) {
        await unregisterThisDevice(uid);
        setHereOn(false);
      }
      const answer = await saveNotificationSettings({ kinds, digest, push: pushOn });
      if (pushFailed) setSavedBesides(true);
      else toast.success(answer.message);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  const toggle = (kind: SwitchableKind) => (e: { target: HTMLInputElement }) =>
    setKinds((k) => ({ ...k, [kind]: e.target.checked }));

  return (
    <form className="form" aria-label="Notification settings" onSubmit={(e) => void submit(e)}>
      <fieldset className="fieldset notif-kinds">
        <legend>Tell me about</legend>
        {SWITCHABLE_KINDS.map((kind) => (
          <label key={kind} className="checkbox-line">
            <input type="checkbox" checked={kinds[kind]} onChange={toggle(kind)} />
            {notificationKindLabels[kind]}
          </label>
        ))}
      </fieldset>
      <label className="checkbox-line">
        <input type="checkbox" checked={digest} onChange={(e) => setDigest(e.target.checked)} />
        Daily digest mail of unread notifications
      </label>
      <label className="checkbox-line">
        <input
          type="checkbox"
          checked={push}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => {
            setPush(e.target.checked);
            setProblem(null);
          }}
        />
        Push notifications on this device
      </label>
      {problem && (
        <p id={problemId} className="notif-problem" role="alert">
          {problem}
          {savedBesides && ' Your other notification settings were saved.'}
        </p>
      )}
      <div>
        <button type="submit" className="button primary" disabled={pending}>
          Save notification settings
        </button>
      </div>
    </form>
  );
}
