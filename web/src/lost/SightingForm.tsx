/**
 * "I have seen this cat" (docs/product.md §10): anyone, with or without an account, tells the
 * owner when and where they saw the cat, what they saw, optionally their name, how to reach them
 * (shown to the owner alone) and a photo. The API throttles it (a sighting of this cat every 10
 * minutes per CatRep or address) and answers with the message to show.
 */
import { useState, type FormEvent } from 'react';
import {
  MAX_NAME_LENGTH,
  SIGHTING_CONTACT_MAX,
  SIGHTING_MESSAGE_MAX,
  lostMessages,
  type LatLng,
  type LostReportJson,
} from '@catrep/model';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { sendSighting, sendSightingPhoto } from '@/data/lost';
import { TextAreaField, TextField } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { PlaceFields } from './PlaceFields';
import { localNow, moment } from './moments';

export function SightingForm({ report, onSent }: { report: LostReportJson; onSent: () => void }) {
  const [seenAt, setSeenAt] = useState(localNow());
  const [place, setPlace] = useState<LatLng | null>(null);
  const [message, setMessage] = useState('');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  const send = useAction(async () => {
    const sent = await sendSighting(report.id, {
      seenAt: moment(seenAt),
      ...(place ? { place } : {}),
      message,
      name,
      contact,
    });
    if (photo) {
      try {
        await sendSightingPhoto(report.id, sent.id, sent.photoKey, photo);
      } catch (e) {
        toast.error(refusalMessage(e, lostMessages.photoProblem));
      }
    }
    return sent;
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const sent = await send.run();
      toast.success(sent.message);
      setDone(true);
      onSent();
    } catch (err) {
      toast.error(refusalMessage(err, 'Your sighting could not be sent. Please try again.'));
    }
  };

  if (done) {
    return (
      <section className="lost-sighting no-print" aria-live="polite">
        <h2>Thank you!</h2>
        <p>{lostMessages.sightingSent}</p>
      </section>
    );
  }
  return (
    <section className="lost-sighting no-print" aria-labelledby="sighting-title">
      <h2 id="sighting-title">I have seen this cat</h2>
      <p className="muted small">
        No account needed. Your contact details go to {report.cat.name}&apos;s owner only.
      </p>
      <form onSubmit={submit} noValidate={false}>
        <TextField
          label="When did you see it?"
          type="datetime-local"
          required
          value={seenAt}
          max={localNow()}
          onChange={(e) => setSeenAt(e.target.value)}
        />
        <PlaceFields legend="Where? (optional)" value={place} onChange={setPlace} showMap={false} />
        <TextAreaField
          label="What did you see?"
          required
          maxLength={SIGHTING_MESSAGE_MAX}
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <TextField
          label="Your name (optional)"
          maxLength={MAX_NAME_LENGTH}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="How can the owner reach you? (optional)"
          maxLength={SIGHTING_CONTACT_MAX}
          autoComplete="tel"
          value={contact}
          onChange={(e) => setContact(e.target.value)}
        />
        <TextField
          label="A photo (optional)"
          type="file"
          accept="image/*"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="button primary" disabled={send.pending}>
          {send.pending ? 'Sending…' : 'Send to the owner'}
        </button>
      </form>
    </section>
  );
}
