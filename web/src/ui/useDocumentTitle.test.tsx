import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTitle, useDocumentTitle, useTitleBadge } from './useDocumentTitle';

describe('useDocumentTitle', () => {
  it('names the screen before the app', () => {
    expect(documentTitle('My Cats')).toBe('My Cats · CatRep');
    expect(documentTitle('')).toBe('CatRep');
  });

  it('sets document.title and follows changes', () => {
    const { rerender } = renderHook(({ t }) => useDocumentTitle(t), { initialProps: { t: 'CatShare' } });
    expect(document.title).toBe('CatShare · CatRep');
    rerender({ t: 'New CatReps' });
    expect(document.title).toBe('New CatReps · CatRep');
  });

  it('leads with the unread chat count while there is one', () => {
    renderHook(() => useDocumentTitle('CatShare'));
    const badge = renderHook(({ n }) => useTitleBadge(n), { initialProps: { n: 2 } });
    expect(document.title).toBe('(2) CatShare · CatRep');
    badge.rerender({ n: 0 });
    expect(document.title).toBe('CatShare · CatRep');
  });
});
