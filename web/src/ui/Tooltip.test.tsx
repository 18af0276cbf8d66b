import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '@catrep/model';
import { GUEST_DISABLED_TEXT, GuardedButton, GuestGateProvider } from './GuestGate';
import { placeTooltip, Tooltip, TOOLTIP_GAP, TOOLTIP_MARGIN } from './Tooltip';

const VIEW = { width: 390, height: 844 };
const TIP = { width: 200, height: 40 };
/** A 100 × 36 button whose top-left corner is at (left, top). */
const button = (left: number, top: number) => ({ left, top, bottom: top + 36, width: 100 });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('placeTooltip', () => {
  it('goes below the control, centred, when there is room: the line above stays readable', () => {
    expect(placeTooltip(button(145, 200), TIP, VIEW)).toEqual({ side: 'below', shift: 0 });
  });

  it('flips above when the window ends below the control', () => {
    const near = button(145, VIEW.height - 36 - TOOLTIP_GAP - 20);
    expect(placeTooltip(near, TIP, VIEW).side).toBe('above');
  });

  it('flips above when a fixed bar covers the place below, and stays below when both are covered but below is roomier', () => {
    const anchor = button(145, 300);
    const belowCovered = (rect: { top: number }) => rect.top < anchor.top;
    expect(placeTooltip(anchor, TIP, VIEW, belowCovered).side).toBe('above');
    expect(placeTooltip(anchor, TIP, VIEW, () => false).side).toBe('below');
  });

  it('shifts sideways to keep its margin from the window’s sides', () => {
    // Centred on a button at the right edge it would reach past the window.
    const right = placeTooltip(button(VIEW.width - 100, 200), TIP, VIEW);
    const centre = VIEW.width - 50;
    expect(centre - TIP.width / 2 + right.shift).toBe(VIEW.width - TOOLTIP_MARGIN - TIP.width);
    expect(right.shift).toBeLessThan(0);
    const left = placeTooltip(button(0, 200), TIP, VIEW);
    expect(50 - TIP.width / 2 + left.shift).toBe(TOOLTIP_MARGIN);
  });
});

describe('Tooltip', () => {
  function renderTip() {
    render(
      <Tooltip text="A hint">
        <button type="button">Connect</button>
      </Tooltip>,
    );
    return screen.getByRole('button', { name: 'Connect' });
  }

  it('shows on keyboard focus after the delay, describes the control and sits below it', () => {
    vi.useFakeTimers();
    const control = renderTip();
    act(() => control.focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('A hint');
    expect(control).toHaveAttribute('aria-describedby', tip.id);
    expect(control).toHaveAccessibleDescription('A hint');
    expect(tip).toHaveAttribute('data-placement', 'below');
    expect(tip).toHaveClass('tooltip-below');

    act(() => control.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(control).not.toHaveAttribute('aria-describedby');
  });

  it('goes with Escape, and only it: the Escape does not reach what holds the control', () => {
    vi.useFakeTimers();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    const control = renderTip();
    act(() => control.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(control, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(control).toHaveFocus();
    expect(outer).not.toHaveBeenCalled();
    // With no tooltip shown, Escape goes on as usual.
    fireEvent.keyDown(control, { key: 'Escape' });
    expect(outer).toHaveBeenCalledOnce();
    document.removeEventListener('keydown', outer);
  });

  it('shows on hover after the delay and goes when the pointer leaves', () => {
    vi.useFakeTimers();
    const control = renderTip();
    fireEvent.mouseEnter(control.parentElement!);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(control.parentElement!);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('flips above a control at the bottom of the window', () => {
    vi.useFakeTimers();
    const height = window.innerHeight;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const rect = this.classList.contains('tooltip')
        ? { top: 0, left: 0, width: 200, height: 40 }
        : { top: height - 40, left: 20, width: 100, height: 36 };
      return {
        ...rect,
        bottom: rect.top + rect.height,
        right: rect.left + rect.width,
        x: 0,
        y: 0,
      } as DOMRect;
    });
    const control = renderTip();
    act(() => control.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'above');
    expect(screen.getByRole('tooltip')).toHaveClass('tooltip-above');
  });

  it('keeps the guest’s sentence word for word on a guarded button', () => {
    vi.useFakeTimers();
    render(
      <GuestGateProvider>
        <GuardedButton restricted>Connect</GuardedButton>
      </GuestGateProvider>,
    );
    const control = screen.getByRole('button', { name: 'Connect' });
    act(() => control.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip').textContent).toBe(GUEST_DISABLED_TEXT);
    expect(control).toHaveAccessibleDescription(GUEST_DISABLED_TEXT);
  });
});
