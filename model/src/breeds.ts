/**
 * Cat breeds (README "Find cats like yours"): the breed picker of the cat form, the breed pages
 * `/breeds/{breed}` and `GET /cats?breed=`, and the matching of free-text breeds.
 *
 * Source: the breeds recognised for championship or new-breed classes by the three major
 * registries, each as its own breed list names them (the union, one spelling each, with the
 * registries' other spellings as aliases):
 *   - TICA, The International Cat Association — https://tica.org/breeds/ (breed list, 2025)
 *   - CFA, the Cat Fanciers' Association — https://cfa.org/breeds/ (breed list, 2025)
 *   - FIFe, Fédération Internationale Féline — https://fifeweb.org/cats/breeds/ (EMS breed list, 2025)
 * plus four names for the cats no registry lists: 'Domestic shorthair', 'Domestic longhair',
 * 'Mixed' and 'Unknown'. Update the list from those pages; the keys of names already stored stay
 * valid as long as a removed name stays an alias.
 *
 * A breed is matched by its key (`breedKey`): case, accents, spacing and punctuation do not count,
 * so 'maine coon', 'Maine-Coon' and 'MAINE COON' are the Maine Coon. A breed no registry lists is
 * kept as its CatRep wrote it, under a key made the same way ('Ragamese' → 'ragamese').
 */
import { matchKey } from './text.js';

/** The registries whose breeds the list holds. */
export const BREED_SOURCES = ['TICA', 'CFA', 'FIFe'] as const;

/** A breed of the list: its name as shown, and other names it is known by. */
export interface Breed {
  name: string;
  aliases?: readonly string[];
}

/** The registries' breeds, by name (see the module's comment for the source). */
const REGISTERED: readonly Breed[] = [
  { name: 'Abyssinian' },
  { name: 'Aegean' },
  { name: 'American Bobtail' },
  { name: 'American Bobtail Shorthair' },
  { name: 'American Curl' },
  { name: 'American Curl Longhair' },
  { name: 'American Shorthair' },
  { name: 'American Wirehair' },
  { name: 'Aphrodite' },
  { name: 'Arabian Mau' },
  { name: 'Australian Mist' },
  { name: 'Balinese', aliases: ['Javanese'] },
  { name: 'Bengal' },
  { name: 'Bengal Longhair' },
  { name: 'Birman', aliases: ['Sacred Birman'] },
  { name: 'Bombay' },
  { name: 'British Longhair' },
  { name: 'British Shorthair' },
  { name: 'Burmese' },
  { name: 'Burmilla' },
  { name: 'Burmilla Longhair' },
  { name: 'Chartreux' },
  { name: 'Chausie' },
  { name: 'Colorpoint Shorthair' },
  { name: 'Cornish Rex' },
  { name: 'Cymric', aliases: ['Manx Longhair'] },
  { name: 'Devon Rex' },
  { name: 'Donskoy', aliases: ['Don Sphynx'] },
  { name: 'Egyptian Mau' },
  { name: 'European Burmese' },
  { name: 'European Shorthair', aliases: ['European'] },
  { name: 'Exotic Shorthair', aliases: ['Exotic'] },
  { name: 'German Rex' },
  { name: 'Havana Brown', aliases: ['Havana'] },
  { name: 'Highlander' },
  { name: 'Highlander Shorthair' },
  { name: 'Himalayan' },
  { name: 'Japanese Bobtail' },
  { name: 'Japanese Bobtail Longhair' },
  { name: 'Khao Manee', aliases: ['Khaomanee'] },
  { name: 'Korat' },
  { name: 'Kurilian Bobtail' },
  { name: 'Kurilian Bobtail Longhair' },
  { name: 'LaPerm' },
  { name: 'LaPerm Shorthair' },
  { name: 'Lykoi' },
  { name: 'Maine Coon', aliases: ['Maine Coon Cat'] },
  { name: 'Maine Coon Polydactyl' },
  { name: 'Manx' },
  { name: 'Minuet' },
  { name: 'Minuet Longhair' },
  { name: 'Munchkin' },
  { name: 'Munchkin Longhair' },
  { name: 'Nebelung' },
  { name: 'Neva Masquerade' },
  { name: 'Norwegian Forest Cat', aliases: ['Norwegian Forest'] },
  { name: 'Ocicat' },
  { name: 'Oriental Longhair' },
  { name: 'Oriental Shorthair', aliases: ['Oriental'] },
  { name: 'Persian' },
  { name: 'Peterbald' },
  { name: 'Pixiebob' },
  { name: 'Pixiebob Longhair' },
  { name: 'Ragamuffin' },
  { name: 'Ragdoll' },
  { name: 'Russian Blue' },
  { name: 'Savannah' },
  { name: 'Scottish Fold' },
  { name: 'Scottish Fold Longhair' },
  { name: 'Scottish Straight' },
  { name: 'Scottish Straight Longhair' },
  { name: 'Selkirk Rex' },
  { name: 'Selkirk Rex Longhair' },
  { name: 'Serengeti' },
  { name: 'Seychellois' },
  { name: 'Siamese' },
  { name: 'Siberian', aliases: ['Siberian Forest Cat'] },
  { name: 'Singapura' },
  { name: 'Snowshoe' },
  { name: 'Sokoke' },
  { name: 'Somali' },
  { name: 'Sphynx', aliases: ['Canadian Sphynx'] },
  { name: 'Thai' },
  { name: 'Tonkinese' },
  { name: 'Toybob' },
  { name: 'Toyger' },
  { name: 'Turkish Angora' },
  { name: 'Turkish Van' },
];

/** The names for cats no registry lists, offered after the registries' breeds. */
const OTHERS: readonly Breed[] = [
  { name: 'Domestic shorthair', aliases: ['DSH', 'Domestic short hair'] },
  { name: 'Domestic longhair', aliases: ['DLH', 'Domestic long hair'] },
  { name: 'Mixed', aliases: ['Mixed breed', 'Mix'] },
  { name: 'Unknown' },
];

/** Every breed the picker offers: the registries' (A to Z), then the four others. */
export const BREEDS: readonly Breed[] = [...REGISTERED, ...OTHERS];

/** The key a breed is matched and listed by: `matchKey` of its text ('Maine Coon' → 'maine-coon'). */
export const breedKey = (text: string): string => matchKey(text);

const byKey = new Map<string, Breed>();
for (const breed of BREEDS) {
  for (const name of [breed.name, ...(breed.aliases ?? [])]) byKey.set(breedKey(name), breed);
}

/** The breed of the list `text` names (by its key, aliases included), or null for any other text. */
export function listedBreed(text: string): Breed | null {
  return byKey.get(breedKey(text)) ?? null;
}

/**
 * A breed as it is stored: the list's name when `text` names a listed breed ('maine coon' →
 * 'Maine Coon'), else `text` as written; with its key ('' for no breed).
 */
export function storedBreed(text: string): { breed: string; breedKey: string } {
  const listed = listedBreed(text);
  const breed = listed ? listed.name : text;
  return { breed, breedKey: breedKey(breed) };
}

/**
 * The breeds of the list with a word starting with `query` (any case, accents ignored), in the
 * list's order, those whose name starts with it first; at most `limit`. '' finds none.
 */
export function findBreeds(query: string, limit = 10): Breed[] {
  const key = breedKey(query);
  if (!key) return [];
  const words = (name: string) => breedKey(name).split('-');
  const matches = (breed: Breed) =>
    [breed.name, ...(breed.aliases ?? [])].some((name) =>
      key.includes('-') ? breedKey(name).startsWith(key) : words(name).some((w) => w.startsWith(key)),
    );
  const found = BREEDS.filter(matches);
  const first = found.filter((b) => breedKey(b.name).startsWith(key));
  return [...first, ...found.filter((b) => !first.includes(b))].slice(0, limit);
}
