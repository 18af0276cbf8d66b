/**
 * The breed picker of the cat form (README "Find cats like yours"): a text box with a list of the
 * breeds that match what is typed — the registries' breeds (TICA, CFA, FIFe) and 'Domestic
 * shorthair', 'Domestic longhair', 'Mixed' and 'Unknown' (model breeds.ts, loaded at the first
 * focus) — by the start of any word, any case, accents ignored; all of them while the box is
 * empty. A breed the list lacks may be typed as it is: the server keeps it as written, and a
 * listed one written in another case or spelling as the list names it.
 *
 * The WAI-ARIA combobox: ArrowDown and ArrowUp move through the list, Enter picks, Escape closes;
 * a click or tap picks too. Controlled: `value` and `onChange` are the form's.
 */
import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Breed } from './breedList';

type BreedList = typeof import('./breedList');
let loading: Promise<BreedList> | null = null;
const loadBreeds = () => (loading ??= import('./breedList'));

/** How many breeds the list shows for a query (all of them for an empty box, scrolled). */
const SHOWN = 12;

export interface BreedPickerProps {
  value: string;
  onChange: (breed: string) => void;
  onBlur?: () => void;
  name?: string;
}

export const BreedPicker = forwardRef<HTMLInputElement, BreedPickerProps>(function BreedPicker(
  { value, onChange, onBlur, name },
  ref,
) {
  const inputId = useId();
  const listId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const [breeds, setBreeds] = useState<BreedList | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!open || breeds) return;
    let live = true;
    void loadBreeds().then((list) => live && setBreeds(list));
    return () => {
      live = false;
    };
  }, [open, breeds]);

  const q = value.trim();
  const options: readonly Breed[] = breeds ? (q ? breeds.findBreeds(q, SHOWN) : breeds.BREEDS) : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const pick = (breed: Breed) => {
    onChange(breed.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((a) => (a + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length) setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && options[active]) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div
      className="field breed-picker"
      ref={wrap}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node | null)) {
          setOpen(false);
          onBlur?.();
        }
      }}
    >
      <label htmlFor={inputId}>Breed</label>
      <input
        id={inputId}
        ref={ref}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search breeds, or type your own"
        value={value}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Breeds" className="breed-options" hidden={!expanded}>
        {expanded &&
          options.map((breed, i) => (
            <li
              key={breed.name}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'breed-option active' : 'breed-option'}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(breed)}
            >
              {breed.name}
            </li>
          ))}
      </ul>
    </div>
  );
});
