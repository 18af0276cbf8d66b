/**
 * /cat-care/:id/:name — the Care tab of one's own cat (README "Care and the cat's days"): its
 * weights over time in a chart with the latest weight and its change, in kg or lb as the CatRep
 * chooses; a form to add a weight, vet visit, vaccination or treatment; and every entry, newest
 * date first, one kind or all, to edit or delete. A Catchie's care is its history, read-only. It is
 * the owner's alone: for anyone else the cat is not there, as the API and firestore.rules say.
 */
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  careMessages,
  emptyCareForm,
  todayIn,
  weightChangeText,
  weightText,
  WEIGHT_UNITS,
  type CareEntryRequest,
  type WeightUnit,
} from '@catrep/model';
import { addCareEntry, saveWeightUnit, useWeights, useWeightUnit, type WeightEntry } from '@/data/care';
import { useCat, type CatWithId } from '@/data/cats';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useCurrentUser } from '@/session/currentUser';
import { documentFallback, NotFound, Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { CAT_TEXTS, CatPageHeader } from '../CatCard';
import { CareEntryForm } from './CareEntryForm';
import { CareEntries } from './CareEntries';
import './care.css';

const WeightChart = lazy(() => import('./WeightChart'));

export default function CarePage() {
  const { id = '' } = useParams();
  const { uid } = useCurrentUser();
  const cat = useCat(id);
  useDocumentTitle(cat.data ? `${cat.data.name || 'Cat'}'s Care` : cat.status === 'loading' ? '' : 'Care');
  const fallback = documentFallback(cat, CAT_TEXTS);
  if (fallback || !cat.data) return fallback;
  if (cat.data.ownerId !== uid) return <NotFound title={CAT_TEXTS.missing} />;
  return <Care cat={cat.data} uid={uid} />;
}

function Care({ cat, uid }: { cat: CatWithId; uid: string }) {
  const { unit } = useWeightUnit(uid);
  const today = todayIn();
  const add = useAction(addCareEntry);
  const title = cat.name ? `${cat.name}'s Care` : 'Care';
  const submit = async (body: CareEntryRequest) => {
    try {
      const answer = await add.run(cat.id, body);
      toast.success(answer.message);
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };
  return (
    <section className="care">
      <div className="card">
        <CatPageHeader cat={cat} title={title} />
        <p className="muted small">Only you see {cat.name || 'your cat'}&apos;s care.</p>
        <Weights cat={cat} unit={unit} />
      </div>
      {cat.alive ? (
        <div className="card">
          <h2>Add to Care</h2>
          <CareEntryForm
            cat={cat}
            today={today}
            unit={unit}
            initial={emptyCareForm(today)}
            submitLabel="Add entry"
            pending={add.pending}
            onSubmit={submit}
          />
        </div>
      ) : (
        <p className="card muted">{careMessages.catchieReadOnly}.</p>
      )}
      <CareEntries cat={cat} unit={unit} today={today} />
    </section>
  );
}

/** The latest weight, its change since the one before, the unit switch and the chart. */
function Weights({ cat, unit }: { cat: CatWithId; unit: WeightUnit }) {
  const { status, weights } = useWeights(cat.id);
  const latest = weights.at(-1);
  const before = weights.at(-2);
  return (
    <div className="care-weights">
      <div className="care-weights-head">
        <h2>Weight</h2>
        <UnitSwitch unit={unit} />
      </div>
      {status === 'loading' ? (
        <Spinner label="Loading the weights…" />
      ) : latest ? (
        <>
          <p className="care-latest" data-testid="latest-weight">
            <strong>{weightText(latest.grams, unit)}</strong>
            <span className="muted">
              {' '}
              on {latest.date.split('-').reverse().join('/')}
              {before && ` · ${weightChangeText(latest.grams - before.grams, unit)} since the weight before`}
            </span>
          </p>
          {weights.length > 1 && (
            <Suspense fallback={<Spinner label="Drawing the chart…" />}>
              <WeightChart weights={weights as WeightEntry[]} unit={unit} name={cat.name} />
            </Suspense>
          )}
        </>
      ) : (
        <p className="muted">No weight yet: add one below.</p>
      )}
    </div>
  );
}

/** kg or lb: saved for the CatRep at once. */
function UnitSwitch({ unit }: { unit: WeightUnit }) {
  const [pending, setPending] = useState(false);
  return (
    <fieldset className="unit-switch" aria-label="Weight unit" disabled={pending}>
      {WEIGHT_UNITS.map((u) => (
        <label key={u} className={u === unit ? 'chip active' : 'chip'}>
          <input
            type="radio"
            name="weight-unit"
            value={u}
            checked={u === unit}
            onChange={async () => {
              setPending(true);
              try {
                await saveWeightUnit(u);
              } catch (e) {
                toast.error(errorMessage(e));
              } finally {
                setPending(false);
              }
            }}
          />
          {u}
        </label>
      ))}
    </fieldset>
  );
}
