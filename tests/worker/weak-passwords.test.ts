/**
 * Weak passwords passed (only about 2,000 of the 10,000 refused ones
 * have 8 characters or more, and none is French). Passwords are now also scored by zxcvbn-ts with its
 * common and French dictionaries, server side, and refused below "safely unguessable" with a French
 * reason. No composition rules: a long lower-case passphrase is fine.
 */
import { describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  signupPerson,
  testClientIp,
  tokenFromMail,
  uniqueEmail,
} from './auth-support.ts';
import { api, errorOf } from './support.ts';

const WEAK = ['password123', 'motdepasse', 'azerty123', 'azertyuiop', 'Motdepasse1', '11111111a'];
/** The common-password list's message, or the estimator's, which starts the same way each time. */
const REFUSAL = /^Ce mot de passe est trop (courant|facile à deviner)/;

function signup(password: string, names = { firstName: 'Camille', lastName: 'Martin' }) {
  return api().auth.signup.$post(
    { json: { ...names, email: uniqueEmail(), password } },
    { headers: { 'cf-connecting-ip': testClientIp() } },
  );
}

describe('weak passwords', () => {
  it.each(WEAK)('"%s" is refused at sign-up with a French reason', async (password) => {
    const response = await signup(password);
    expect(response.status).toBe(400);
    const message = (await errorOf(response)).error.fields?.password ?? '';
    expect(message).toMatch(REFUSAL);
  });

  it('a password guessed from dictionary words says why', async () => {
    const response = await signup('Motdepasse1');
    const message = (await errorOf(response)).error.fields?.password ?? '';
    expect(message).toMatch(/^Ce mot de passe est trop facile à deviner\. \S/);
  });

  it("the account's own names make a password weaker", async () => {
    // Strong for anyone else (an invented name and a year), weak for the Quenouillard family.
    const stranger = await signup('Quenouillard2026', { firstName: 'Aurore', lastName: 'Petit' });
    expect(stranger.status).toBe(201);
    const owner = await signup('Quenouillard2026', {
      firstName: 'Aurore',
      lastName: 'Quenouillard',
    });
    expect(owner.status).toBe(400);
    expect((await errorOf(owner)).error.fields?.password).toMatch(REFUSAL);
  });

  it('no composition rules: a long lower-case passphrase is accepted', async () => {
    expect((await signup('chaton guitare nuage')).status).toBe(201);
    expect((await signup(GOOD_PASSWORD)).status).toBe(201);
  });

  it('the reset form and the account form apply the same estimate', async () => {
    const { email, cookie } = await signupPerson();
    const changed = await api(cookie).me.$patch({
      json: { currentPassword: GOOD_PASSWORD, newPassword: 'azertyuiop' },
    });
    expect(changed.status).toBe(400);
    expect((await errorOf(changed)).error.fields?.newPassword).toMatch(REFUSAL);

    expect((await api().auth['forgot-password'].$post({ json: { email } })).status).toBe(200);
    const token = await tokenFromMail(email, 'reset', 2);
    const reset = await api().auth['reset-password'].$post({
      json: { token, password: 'Motdepasse1' },
    });
    expect(reset.status).toBe(400);
    expect((await errorOf(reset)).error.fields?.password).toMatch(REFUSAL);
  });
});
