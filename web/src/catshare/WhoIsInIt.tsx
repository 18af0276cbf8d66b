/**
 * "Who is in it?" (README "CatShare"): the cats a post names, chosen from the CatRep's own living
 * cats and Catchies (and, in the edit form, the cats it names already) as toggle chips — checkboxes
 * in a fieldset — and, after "Add CatMates", from their cats' CatMates. At most MAX_POST_CATS:
 * once that many are chosen the others are disabled and the limit is said. Hidden when there is
 * no cat to choose. Presentational.
 */
import { useId } from 'react';
import { MAX_POST_CATS, serverMessages } from '@catrep/model';
import type { CatChoice, MateChoices } from './useCatChoices';

export function WhoIsInIt({
  choices,
  mates,
  chosen,
  onChange,
  disabled = false,
}: {
  choices: readonly CatChoice[];
  /** The CatMates offered on request (none in the edit form). */
  mates?: MateChoices;
  /** The ids of the cats chosen, in the order they were. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
}) {
  const noteId = useId();
  if (choices.length === 0) return null;
  const full = chosen.length >= MAX_POST_CATS;
  const own = new Set(choices.map((c) => c.id));
  const offered = [...choices, ...(mates?.shown ? mates.choices.filter((m) => !own.has(m.id)) : [])];
  return (
    <fieldset className="composer-cats" disabled={disabled} aria-describedby={full ? noteId : undefined}>
      <legend>Who is in it?</legend>
      <div className="composer-cats-list">
        {offered.map((cat) => {
          const on = chosen.includes(cat.id);
          return (
            <label
              key={cat.id}
              className={`kind${on ? ' active' : ''}${!on && full ? ' looks-disabled' : ''}`}
            >
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={() => onChange(on ? chosen.filter((id) => id !== cat.id) : [...chosen, cat.id])}
              />
              {cat.name}
            </label>
          );
        })}
        {mates && !mates.shown && (
          <button type="button" className="button small" onClick={mates.show}>
            Add CatMates
          </button>
        )}
      </div>
      {mates?.shown && mates.choices.length === 0 && (
        <p className="muted small">Your cats have no CatMates yet.</p>
      )}
      {full && (
        <p id={noteId} className="muted small">
          {serverMessages.tooManyPostCats}
        </p>
      )}
    </fieldset>
  );
}
