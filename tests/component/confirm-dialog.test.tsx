import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../web/src/ui/button.tsx';
import { ConfirmDialog } from '../../web/src/ui/confirm-dialog.tsx';

/** A delete confirmation as the screens use it: the caller closes the dialog when it is done. */
function DeleteProfile({ onConfirm, slow = false }: { onConfirm: () => void; slow?: boolean }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Supprimer le profil ?"
      description="Le profil d’Alice sera supprimé."
      confirmLabel="Supprimer"
      destructive
      pending={pending}
      pendingLabel="Suppression..."
      onConfirm={() => {
        onConfirm();
        if (slow) setPending(true);
      }}
      trigger={<Button>Supprimer Alice</Button>}
    />
  );
}

describe('the confirmation dialog', () => {
  it('opens on its trigger with its title and text, and « Annuler » closes it without acting', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<DeleteProfile onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Supprimer Alice' });
    await user.click(trigger);

    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le profil ?' });
    expect(dialog.textContent).toContain('Le profil d’Alice sera supprimé.');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('Escape cancels too', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<DeleteProfile onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer Alice' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirming calls the action and leaves the dialog open until the caller closes it', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<DeleteProfile onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer Alice' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
  });

  it('while the action runs, its buttons wait and Escape does not close it', async () => {
    const user = userEvent.setup();
    render(<DeleteProfile onConfirm={() => {}} slow />);
    await user.click(screen.getByRole('button', { name: 'Supprimer Alice' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const busy = screen.getByRole('button', { name: /Suppression/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Annuler' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
  });
});
