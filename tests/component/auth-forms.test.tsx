import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../web/src/features/auth/forgot-password-page.tsx';
import { LoginPage } from '../../web/src/features/auth/login-page.tsx';
import { SignupPage } from '../../web/src/features/auth/signup-page.tsx';
import { descriptionOf, stubFetch } from './support.ts';

describe('the login form', () => {
  it('asks for the email and the password in French, without calling the server', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    render(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const email = screen.getByLabelText('Email');
    await screen.findByText("L'adresse email est requise");
    expect(descriptionOf(email)).toBe("L'adresse email est requise");
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(screen.getByLabelText('Mot de passe'))).toBe('Le mot de passe est requis');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    render(<LoginPage />);
    await user.type(screen.getByLabelText('Email'), 'pas-une-adresse');
    await user.type(screen.getByLabelText('Mot de passe'), 'un-mot-de-passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await screen.findByText('Adresse email invalide');
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Adresse email invalide');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the server's refusal in the form's alert and sends the typed values", async () => {
    const fetch = stubFetch(401, {
      error: { code: 'unauthorized', message: 'Email ou mot de passe incorrect' },
    });
    const user = userEvent.setup();
    render(<LoginPage />);
    await user.type(screen.getByLabelText('Email'), '  Alice@Exemple.fr ');
    await user.type(screen.getByLabelText('Mot de passe'), 'Pas-Le-Bon-2030');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    // The form's alert is always in place (so its first message is heard): wait for its words.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Email ou mot de passe incorrect'),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'alice@exemple.fr',
      password: 'Pas-Le-Bon-2030',
      remember: true,
    });
  });

  it('shows and hides the password with its pressed toggle', async () => {
    const user = userEvent.setup();
    render(<LoginPage />);
    const password = screen.getByLabelText('Mot de passe');
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(password.getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('links to the welcome page, the forgotten password and the sign-up', () => {
    render(<LoginPage />);
    const hrefOf = (name: string) =>
      screen.getByRole('link', { name }).getAttribute('href') ?? 'none';
    expect(hrefOf('Retour')).toBe('/');
    expect(hrefOf('Mot de passe oublié ?')).toBe('/forgot-password');
    expect(hrefOf('Créer un compte')).toBe('/signup');
  });
});

describe('the sign-up form', () => {
  it('asks for every field in French, without calling the server', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    render(<SignupPage />);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByText('Le prénom est requis');
    expect(descriptionOf(screen.getByLabelText('Prénom'))).toBe('Le prénom est requis');
    expect(descriptionOf(screen.getByLabelText('Nom'))).toBe('Le nom est requis');
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe("L'adresse email est requise");
    expect(descriptionOf(screen.getByLabelText('Mot de passe'))).toBe('Le mot de passe est requis');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a short password with its French message, without calling the server', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    render(<SignupPage />);
    await user.type(screen.getByLabelText('Prénom'), 'Alice');
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await user.type(screen.getByLabelText('Email'), 'alice@exemple.fr');
    const password = screen.getByLabelText('Mot de passe');
    await user.type(password, 'court');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByText('Le mot de passe doit contenir au moins 8 caractères');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Prénom').getAttribute('aria-invalid')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field message under its field, not in the form's alert", async () => {
    const message = 'Ce mot de passe est trop courant. Choisissez-en un plus original.';
    stubFetch(400, {
      error: { code: 'validation', message: 'Erreur', fields: { password: message } },
    });
    const user = userEvent.setup();
    render(<SignupPage />);
    await user.type(screen.getByLabelText('Prénom'), 'Alice');
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await user.type(screen.getByLabelText('Email'), 'alice@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByText(message);
    expect(descriptionOf(screen.getByLabelText('Mot de passe'))).toBe(message);
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

describe('the forgotten-password form', () => {
  it('asks for a valid address in French, without calling the server', async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    render(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await screen.findByText("L'adresse email est requise");
    await user.type(screen.getByLabelText('Email'), 'alice@');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await screen.findByText('Adresse email invalide');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says where the link went, and « Renvoyer l’email » comes back with the address kept', async () => {
    stubFetch(200, { ok: true });
    const user = userEvent.setup();
    render(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'alice@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    await screen.findByRole('heading', { name: 'Email envoyé !' });
    expect(screen.getByText('alice@exemple.fr').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: "Renvoyer l'email" }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('alice@exemple.fr');
  });
});
