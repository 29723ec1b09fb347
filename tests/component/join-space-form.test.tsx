import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INVITATION_MESSAGES } from '#domain/invitations.ts';
import { JoinSpaceForm } from '../../web/src/features/family/components/join-space-form.tsx';
import { stubFetch } from './support.ts';

function renderForm(askNames: boolean, onJoined = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <JoinSpaceForm askNames={askNames} onJoined={onJoined} />
    </QueryClientProvider>,
  );
  return { onJoined, code: screen.getByLabelText("Code d'invitation") as HTMLInputElement };
}

describe('the join-a-space form', () => {
  it('cleans a pasted code with a space before it is cut to 8 characters', async () => {
    stubFetch(401, { error: { code: 'unauthorized', message: 'Non connecté' } });
    const user = userEvent.setup();
    const { code } = renderForm(false);
    await user.click(code);
    // One insertion of the whole text, as a paste does (a maxLength would cut the last letter).
    await user.paste(' yudfh5vo');
    expect(code.value).toBe('YUDFH5VO');
  });

  it('waits for both names and a whole code before « Rejoindre l’espace » can be pressed', async () => {
    stubFetch(401, { error: { code: 'unauthorized', message: 'Non connecté' } });
    const user = userEvent.setup();
    const { code } = renderForm(true);
    const join = screen.getByRole('button', { name: "Rejoindre l'espace" });
    await user.type(screen.getByLabelText('Prénom'), 'Alice');
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await user.type(code, 'AB12CD3');
    expect(join.hasAttribute('disabled')).toBe(true);
    await user.type(code, '4');
    expect(join.hasAttribute('disabled')).toBe(false);
  });

  it('says a refused code in French by the reason the server names, not by its message', async () => {
    const fetch = stubFetch(404, {
      error: { code: 'not_found', message: 'Introuvable', reason: 'code_invalid' },
    });
    const user = userEvent.setup();
    const { code, onJoined } = renderForm(false);
    await user.type(code, 'AB12CD34');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'espace" }));

    await screen.findByText(INVITATION_MESSAGES.invalidCode);
    expect(screen.getByRole('alert').textContent).toContain(INVITATION_MESSAGES.invalidCode);
    expect(screen.queryByText('Introuvable')).toBeNull();
    expect(onJoined).not.toHaveBeenCalled();
    const joinCall = fetch.mock.calls.find(([url]) => String(url).includes('/invitations/join'));
    expect(joinCall).toBeDefined();
  });
});
