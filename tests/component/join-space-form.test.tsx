import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INVITATION_MESSAGES } from '#domain/invitations.ts';
import {
  JoinSpaceForm,
  NAMES_AS_INVITED_HINT,
} from '../../web/src/features/family/components/join-space-form.tsx';
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

  it('shows how the invitation writes the names when the server says it', async () => {
    const clue =
      "Le prénom ou le nom ne correspond pas à l'invitation : elle est au nom de « Mamie B. »";
    stubFetch(403, { error: { code: 'forbidden', message: clue, reason: 'names_mismatch' } });
    const user = userEvent.setup();
    const { code } = renderForm(false);
    await user.type(code, 'AB12CD34');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'espace" }));
    await screen.findByText(clue);
    expect(screen.getByRole('alert').textContent).toContain('« Mamie B. »');
  });

  it('after a names refusal, asks « Prénom » and « Nom » right there and retries with them', async () => {
    const answers = [
      {
        status: 403,
        body: {
          error: { code: 'forbidden', message: 'Refusé', reason: 'names_mismatch' },
        },
      },
      {
        status: 200,
        body: { profile: { name: 'Jeanne' }, profileCreated: true, message: 'ok' },
      },
    ];
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    // Signed up under her maiden name; the invitation says « Jeanne Martin ».
    queryClient.setQueryData(['me'], { id: 'u1', firstName: 'Jeanne', lastName: 'Dupont' });
    const onJoined = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <JoinSpaceForm askNames={false} onJoined={onJoined} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Prénom')).toBeNull();
    await user.type(screen.getByLabelText("Code d'invitation"), 'AB23CD45');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'espace" }));

    await screen.findByText(NAMES_AS_INVITED_HINT);
    expect(NAMES_AS_INVITED_HINT).toBe(
      'Saisissez le prénom et le nom tels que la personne qui vous a invitée les a écrits',
    );
    expect(screen.getByRole('alert').textContent).toContain(INVITATION_MESSAGES.namesMismatch);
    const firstName = screen.getByLabelText('Prénom') as HTMLInputElement;
    const lastName = screen.getByLabelText('Nom') as HTMLInputElement;
    expect(firstName.value).toBe('Jeanne');
    expect(lastName.value).toBe('Dupont');
    expect(document.activeElement).toBe(firstName);
    // The first try sent no names: the account's were used.
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ code: 'AB23CD45' });

    await user.clear(lastName);
    await user.type(lastName, 'Martin');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'espace" }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      code: 'AB23CD45',
      firstName: 'Jeanne',
      lastName: 'Martin',
    });
  });
});
