/**
 * "Report lost" on the CatID of a living cat (docs/product.md §10): when and where the cat was
 * last seen (the browser's location, the map or typed coordinates; only a place rounded to about
 * 100 m is ever stored or shown), a few words of where, how far to alert (1–25 km, 5 unless
 * chosen) and a description. On success the owner goes to the new poster, and the CatReps whose
 * area lies within the radius are alerted within moments.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  LOST_DESCRIPTION_MAX,
  LOST_RADIUS_KM,
  PLACE_TEXT_MAX,
  lostPosterPath,
  type LatLng,
} from '@catrep/model';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { reportLost } from '@/data/lost';
import { TextAreaField, TextField } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { PlaceFields } from './PlaceFields';
import { RadiusSelect } from './RadiusSelect';
import { localNow, moment } from './moments';
import './lost.css';

const RADII = [1, 2, 5, 10, 15, 25];

export default function ReportLostModal({
  cat,
  onClose,
}: {
  cat: { id: string; name: string };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [lastSeenAt, setLastSeenAt] = useState(localNow());
  const [place, setPlace] = useState<LatLng | null>(null);
  const [placeText, setPlaceText] = useState('');
  const [radiusKm, setRadiusKm] = useState<number>(LOST_RADIUS_KM.default);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useAction(reportLost);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!place) {
      setProblem('Please pick where the cat was last seen: use your location or type the place in.');
      return;
    }
    setProblem(null);
    try {
      const report = await send.run(cat.id, {
        lastSeenAt: moment(lastSeenAt),
        place,
        placeText,
        radiusKm,
        description,
      });
      toast.success(report.message);
      onClose();
      navigate(lostPosterPath(report.id));
    } catch (err) {
      setProblem(refusalMessage(err, 'The report could not be sent. Please try again.'));
    }
  };

  return (
    <Modal open title={`Report ${cat.name} lost`} onClose={onClose} wide>
      <form className="report-lost" onSubmit={submit}>
        <p className="muted small">
          CatReps whose area lies within the distance you choose are alerted at once. Nobody sees who you are;
          the poster shows the place rounded to about 100 m.
        </p>
        <TextField
          label="Last seen"
          type="datetime-local"
          required
          value={lastSeenAt}
          max={localNow()}
          onChange={(e) => setLastSeenAt(e.target.value)}
        />
        <PlaceFields legend="Where was it last seen?" value={place} onChange={setPlace} />
        <TextField
          label="Near (e.g. the corner of Elm Street)"
          maxLength={PLACE_TEXT_MAX}
          value={placeText}
          onChange={(e) => setPlaceText(e.target.value)}
        />
        <RadiusSelect label="Alert CatReps within" value={radiusKm} choices={RADII} onChange={setRadiusKm} />
        <TextAreaField
          label="Description (colour, marks, collar, temper)"
          maxLength={LOST_DESCRIPTION_MAX}
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button primary" disabled={send.pending}>
            {send.pending ? 'Reporting…' : `Report ${cat.name} lost`}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
