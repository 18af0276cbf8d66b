/**
 * Display text as other CatReps see it (README "Security"): names and messages are stored normalised (NFC)
 * and without the invisible characters that let one CatRep pass for another — controls,
 * bidirectional overrides and marks, zero-width and other default-ignorable characters, unpaired
 * surrogate halves. What a script or an emoji needs stays: a zero-width joiner inside an emoji
 * sequence (🐈‍⬛), variation selectors after an emoji or an ideograph, the tag characters of a
 * subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿) and a zero-width non-joiner between letters of the scripts that write
 * with it (Persian, the Indic scripts).
 *
 * Also the search keys of names: lower-cased, normalised prefixes cut by grapheme (Intl.Segmenter),
 * never inside a character or an emoji.
 */

/** Unpaired UTF-16 surrogate halves (Firestore refuses the invalid UTF-8 they become). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Characters dropped unless their context keeps them (see `keptInContext`). */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]$/u;

const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const EMOJI = /^\p{Emoji}$/u;
const IDEOGRAPH = /^\p{Ideographic}$/u;
/** Scripts whose writing uses U+200C ZERO WIDTH NON-JOINER between letters. */
const ZWNJ_SCRIPTS =
  /^[\p{sc=Arabic}\p{sc=Syriac}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}]$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
const SKIN_TONE = /^\p{Emoji_Modifier}$/u;

const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const BLACK_FLAG = '\u{1F3F4}';
const isTag = (c: string) => c >= '\u{E0020}' && c <= '\u{E007F}';
const isEmojiVariation = (c: string) => c === '\uFE0E' || c === '\uFE0F';
const isIdeographicVariation = (c: string) =>
  (c >= '\uFE00' && c <= '\uFE0D') || (c >= '\u{E0100}' && c <= '\u{E01EF}');

/** The last kept character that is not an emoji variation selector or skin tone. */
function baseBefore(kept: string[]): string | undefined {
  for (let i = kept.length - 1; i >= 0; i--) {
    if (!isEmojiVariation(kept[i]) && !SKIN_TONE.test(kept[i])) return kept[i];
  }
  return undefined;
}

/** True when the invisible character `c` belongs to what precedes (`kept`) and follows (`next`). */
function keptInContext(c: string, kept: string[], next: string | undefined): boolean {
  const prev = kept.at(-1);
  if (prev === undefined) return false;
  if (c === ZWJ) {
    const base = baseBefore(kept);
    return base !== undefined && PICTOGRAPH.test(base) && next !== undefined && PICTOGRAPH.test(next);
  }
  if (isEmojiVariation(c)) return EMOJI.test(prev);
  if (isIdeographicVariation(c)) return IDEOGRAPH.test(prev);
  if (isTag(c)) return prev === BLACK_FLAG || isTag(prev);
  if (c === ZWNJ) return ZWNJ_SCRIPTS.test(prev) && next !== undefined && LETTER_OR_MARK.test(next);
  return false;
}

/**
 * `text` in NFC without invisible characters (see the module comment). `multiline` keeps line
 * breaks (as `\n`) and tabs; otherwise every run of white space becomes one space.
 */
export function cleanText(text: string, multiline = false): string {
  // U+FEFF counts as white space in JS regexps: as a zero-width no-break space it goes first.
  let s = text
    .replace(LONE_SURROGATE, '')
    .replace(/\uFEFF/g, '')
    .normalize('NFC');
  s = multiline ? s.replace(/\r\n?|[\u2028\u2029]/g, '\n') : s.replace(/\s+/g, ' ');
  const chars = [...s];
  const kept: string[] = [];
  chars.forEach((c, i) => {
    const keep =
      !INVISIBLE.test(c) || (multiline && (c === '\n' || c === '\t')) || keptInContext(c, kept, chars[i + 1]);
    if (keep) kept.push(c);
  });
  return kept.join('');
}

/** One line of display text (names, cities, titles): cleaned, white space collapsed. */
export const cleanLine = (text: string) => cleanText(text, false);

/** Multi-line display text (posts, comments, messages): cleaned, line breaks kept. */
export const cleanMessage = (text: string) => cleanText(text, true);

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The grapheme clusters of `text`: what a reader counts as characters (🐈‍⬛ is one). */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** How long the stored search prefixes are at most, in graphemes. */
export const SEARCH_KEY_GRAPHEMES = 20;

/** The words of a name as search compares them: cleaned, lower case, NFC. */
export function searchWords(text: string): string[] {
  return cleanLine(text).toLowerCase().normalize('NFC').split(' ').filter(Boolean);
}

/** `word` cut to at most `n` graphemes. */
export function graphemePrefix(word: string, n: number): string {
  return graphemes(word).slice(0, n).join('');
}

/** Lower-case prefixes (1–20 graphemes) of each word of the given names. */
export function searchKeys(...names: string[]): string[] {
  const keys = new Set<string>();
  for (const word of names.flatMap(searchWords)) {
    const parts = graphemes(word);
    for (let i = 1; i <= Math.min(parts.length, SEARCH_KEY_GRAPHEMES); i++) {
      keys.add(parts.slice(0, i).join(''));
    }
  }
  return [...keys];
}

/**
 * The key two texts are matched by when case, accents, spacing and punctuation should not count
 * (breeds, cities: README "Find cats like yours"): cleaned, the accents of Latin, Greek and
 * Cyrillic letters taken off, lower case, each run of anything but letters, marks and digits one
 * '-', none at the ends. 'Maine Coon', 'maine-coon' and 'MAINE  COON' → 'maine-coon';
 * 'Székesfehérvár' → 'szekesfehervar'; letters of any script stay ('三毛猫' → '三毛猫'). '' for
 * a text of none.
 */
export function matchKey(text: string): string {
  return cleanLine(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
