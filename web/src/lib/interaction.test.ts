import { afterEach, describe, expect, it, vi } from 'vitest';

// interaction.ts keeps its state (hydrating, the first interaction) per module: a fresh one each test.
async function freshInteraction() {
  vi.resetModules();
  return import('./interaction');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loadWhenIdle', () => {
  it('runs the load when the browser is idle, once, before any interaction', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const { loadWhenIdle, startHydrating } = await freshInteraction();
    startHydrating();
    const load = vi.fn();
    loadWhenIdle(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    idle.forEach((cb) => cb());
    expect(load).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });

  it('runs the load at the first interaction when that comes before idle time', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    const { loadWhenIdle, startHydrating } = await freshInteraction();
    startHydrating();
    const load = vi.fn();
    loadWhenIdle(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('falls back to a timeout where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { loadWhenIdle, startHydrating } = await freshInteraction();
    startHydrating();
    const load = vi.fn();
    loadWhenIdle(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(load).toHaveBeenCalledOnce();
  });
});
