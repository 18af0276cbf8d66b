import { describe, expect, it } from 'vitest';
import { BREEDS, breedKey, findBreeds, listedBreed, storedBreed } from './breeds.js';
import { matchKey } from './text.js';

describe('breeds (README "Find cats like yours")', () => {
  it('lists the registries’ breeds and the four others, each name once', () => {
    const names = BREEDS.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(['Maine Coon', 'Siamese', 'Norwegian Forest Cat', 'Lykoi']));
    expect(names.slice(-4)).toEqual(['Domestic shorthair', 'Domestic longhair', 'Mixed', 'Unknown']);
    expect(new Set(names.map(breedKey)).size).toBe(names.length);
  });

  it('matches free text by case, accents, spacing and aliases; keeps anything else as written', () => {
    expect(storedBreed('maine  COON')).toEqual({ breed: 'Maine Coon', breedKey: 'maine-coon' });
    expect(storedBreed('Maine-Coon cat')).toEqual({ breed: 'Maine Coon', breedKey: 'maine-coon' });
    expect(storedBreed('Sacred Birman').breed).toBe('Birman');
    expect(storedBreed('Chartréux').breed).toBe('Chartreux');
    expect(storedBreed('Ragamese')).toEqual({ breed: 'Ragamese', breedKey: 'ragamese' });
    expect(storedBreed('')).toEqual({ breed: '', breedKey: '' });
    expect(listedBreed('dsh')?.name).toBe('Domestic shorthair');
  });

  it('finds breeds by the start of any word, those starting with the query first', () => {
    expect(findBreeds('mai').map((b) => b.name)).toEqual(['Maine Coon', 'Maine Coon Polydactyl']);
    expect(findBreeds('coon').map((b) => b.name)).toEqual(['Maine Coon', 'Maine Coon Polydactyl']);
    expect(findBreeds('rex').map((b) => b.name)).toContain('Devon Rex');
    expect(findBreeds('  ')).toEqual([]);
  });
});

describe('matchKey', () => {
  it('ignores case, accents, spacing and punctuation, keeping letters of any script', () => {
    expect(matchKey('Székesfehérvár')).toBe('szekesfehervar');
    expect(matchKey('  New   York ')).toBe('new-york');
    expect(matchKey('Санкт-Петербург')).toBe('санкт-петербург');
    expect(matchKey('東京')).toBe('東京');
    expect(matchKey('!!')).toBe('');
  });
});
