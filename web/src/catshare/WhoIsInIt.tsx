/**
 * "Who is in it?" (README "CatShare"): the cats a post names, chosen from the CatRep's own living
 * cats and Catchies (and, in the edit form, the cats it names already) as toggle chips — checkboxes
 * in a fieldset. At most MAX_POST_CATS: once that many are chosen the others are disabled and the
 * limit is said. Hidden when there is no cat to choose. Presentational.
 */
import { useId } from 'react';
import { MAX_POST_CATS, serverMessages } from '@catrep/model';
import type { CatChoice } from './useCatChoices';

export function WhoIsInIt({
  choices,
  chosen,
  onChange,
  disabled = false,
}: {
  choices: readonly CatChoice[];
  /** The ids of the cats chosen, in the order they were. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
}) {
  const noteId = useId();
  if (choices.length === 0) return null;
  const full = chosen.length >= MAX_POST_CATS;
  return (
    <fieldset className="composer-cats" disabled={disabled} aria-describedby={full ? noteId : undefined}>
      <legend>Who is in it?</legend>
      <div className="composer-cats-list">
        {choices.map((cat) => {
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
      </div>
      {full && (
        <p id={noteId} className="muted small">
          {serverMessages.tooManyPostCats}
        </p>
      )}
    </fieldset>
  );
}
