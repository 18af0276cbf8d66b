import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoreMenu, type MoreMenuItem } from './MoreMenu';

function setup(extra: Partial<MoreMenuItem>[] = []) {
  const mute = vi.fn();
  const block = vi.fn();
  const items: MoreMenuItem[] = [
    { id: 'mute', label: 'Mute', onSelect: mute },
    { id: 'block', label: 'Block', onSelect: block, danger: true },
    ...extra.map((e, i) => ({ id: `x${i}`, label: `Extra ${i}`, onSelect: vi.fn(), ...e })),
  ];
  render(
    <>
      <MoreMenu items={items} ariaLabel="More for Bea Smith" />
      <button type="button">Elsewhere</button>
    </>,
  );
  return {
    mute,
    block,
    user: userEvent.setup(),
    button: screen.getByRole('button', { name: 'More for Bea Smith' }),
  };
}

describe('MoreMenu (menu button pattern)', () => {
  it('is a closed menu button until opened', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('More');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a click opens it; choosing an item runs it, closes and returns to the button', async () => {
    const { user, button, block, mute } = setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More for Bea Smith' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Mute', 'Block']);
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    expect(block).toHaveBeenCalledOnce();
    expect(mute).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('works from the keyboard: Enter opens on the first item, arrows move round, Enter chooses', async () => {
    const { user, button, block } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Mute' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mute' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Mute' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(block).toHaveBeenCalledOnce();
    expect(button).toHaveFocus();
  });

  it('ArrowUp on the button opens on the last item', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus();
  });

  it('Escape closes and returns the focus to the button, choosing nothing', async () => {
    const { user, button, mute, block } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(mute).not.toHaveBeenCalled();
    expect(block).not.toHaveBeenCalled();
  });

  it('a click outside closes it', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('skips disabled items and takes further items (a Report item, say)', async () => {
    const { user, button } = setup([
      { label: 'Report', danger: true },
      { label: 'Later', disabled: true },
    ]);
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Later' })).toBeDisabled();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mute' })).toHaveFocus();
  });
});
