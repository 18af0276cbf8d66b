/**
 * "Who is in it?" (README "CatShare"): the CatRep's own cats at once, their CatMates after "Add
 * CatMates" (each once, never a second chip for an own cat), and the limit of MAX_POST_CATS.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_POST_CATS, serverMessages } from '@catrep/model';
import { WhoIsInIt } from './WhoIsInIt';

const own = [
  { id: 'mimi', name: 'Mimi' },
  { id: 'tom', name: 'Tom' },
];

describe('WhoIsInIt', () => {
  it('offers CatMates only when asked, then as choices like the own cats', async () => {
    const show = vi.fn();
    const onChange = vi.fn();
    const { rerender } = render(
      <WhoIsInIt
        choices={own}
        mates={{ shown: false, choices: [], show }}
        chosen={['mimi']}
        onChange={onChange}
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Mimi' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add CatMates' }));
    expect(show).toHaveBeenCalledOnce();

    const mates = [
      { id: 'cirmi', name: 'Cirmi' },
      { id: 'tom', name: 'Tom' },
    ];
    rerender(
      <WhoIsInIt
        choices={own}
        mates={{ shown: true, choices: mates, show }}
        chosen={['mimi']}
        onChange={onChange}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Add CatMates' })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cirmi' }));
    expect(onChange).toHaveBeenLastCalledWith(['mimi', 'cirmi']);
  });

  it('says when the cats have no CatMates yet', () => {
    render(
      <WhoIsInIt
        choices={own}
        mates={{ shown: true, choices: [], show: vi.fn() }}
        chosen={[]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Your cats have no CatMates yet.')).toBeInTheDocument();
  });

  it(`disables the rest once ${MAX_POST_CATS} cats are chosen, CatMates included`, () => {
    const mates = Array.from({ length: MAX_POST_CATS }, (_, i) => ({ id: `mate${i}`, name: `Mate ${i}` }));
    render(
      <WhoIsInIt
        choices={own}
        mates={{ shown: true, choices: mates, show: vi.fn() }}
        chosen={mates.map((m) => m.id)}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Mimi' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Mate 0' })).toBeEnabled();
    expect(screen.getByText(serverMessages.tooManyPostCats)).toBeInTheDocument();
  });
});
