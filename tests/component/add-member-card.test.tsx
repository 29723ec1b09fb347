import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SPACE_MESSAGES } from '#domain/spaces.ts';
import { AddMemberCard } from '../../web/src/features/family/components/add-member-card.tsx';

describe('the « Nouveau membre » card of a new space', () => {
  it('asks for the first name, the role and the avatar in one French message', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<AddMemberCard onAdd={onAdd} />);
    await user.type(screen.getByLabelText('Prénom'), 'Léa');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    // The form's alert is always in place (so its first message is heard): wait for its words.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(SPACE_MESSAGES.memberIncomplete),
    );
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds the member on Enter in the first name, then empties the card', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<AddMemberCard onAdd={onAdd} />);
    await user.click(screen.getByRole('radio', { name: 'Enfant' }));
    await user.click(screen.getByRole('radio', { name: /Bébé/ }));
    await user.type(screen.getByLabelText('Prénom'), 'Léa{Enter}');

    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ name: 'Léa', role: 'enfant', emoji: '👶' });
    expect((screen.getByLabelText('Prénom') as HTMLInputElement).value).toBe('');
  });

  it('has no « Annuler » while it is the only way forward', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AddMemberCard onAdd={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    const onCancel = vi.fn();
    rerender(<AddMemberCard onAdd={() => {}} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
