import { describe, expect, it } from 'vitest';
import { DiaryVisibility } from '@catrep/model';
import { diaryWidening, wideningWarning } from './diaryWidening';

const { everyone, myCatReps, onlyMe } = DiaryVisibility;

describe('diaryWidening (docs/product.md §4 Diary tab visibility)', () => {
  it('names the new readers only when the diary becomes more visible', () => {
    expect(diaryWidening(onlyMe, myCatReps)).toBe('connections');
    expect(diaryWidening(onlyMe, everyone)).toBe('everyone');
    expect(diaryWidening(myCatReps, everyone)).toBe('everyone');
    expect(diaryWidening(everyone, myCatReps)).toBeNull();
    expect(diaryWidening(myCatReps, onlyMe)).toBeNull();
    expect(diaryWidening(myCatReps, myCatReps)).toBeNull();
  });

  it('says how many entries become visible to whom', () => {
    expect(wideningWarning('Mimi', 3, 'everyone')).toBe(
      '3 diary entries of Mimi, and every future one, will be visible to everyone on CatRep, guests included.',
    );
    expect(wideningWarning('Mimi', 1, 'connections')).toBe(
      '1 diary entry of Mimi, and every future one, will be visible to the CatReps you are connected with.',
    );
    expect(wideningWarning('Mimi', 0, 'everyone')).toBe(
      "Mimi's future diary entries will be visible to everyone on CatRep, guests included.",
    );
  });
});
