/**
 * Sign-up abuse. One client cannot create accounts in bulk (10 per
 * IP per hour), and the free-text first name, which goes into the confirmation email sent to any
 * address typed, is escaped, shortened and never put in a subject line.
 */
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, mailTo, testClientIp, uniqueEmail } from './auth-support.ts';
import { api } from './support.ts';

function signup(ip: string, firstName: string, email = uniqueEmail()) {
  return api().auth.signup.$post(
    { json: { firstName, lastName: 'Martin', email, password: GOOD_PASSWORD } },
    { headers: { 'cf-connecting-ip': ip } },
  );
}

describe('sign-up abuse', () => {
  it('60 sign-ups in a row from one IP: the first 10 pass, the other 50 are 429', async () => {
    const ip = testClientIp();
    const statuses: number[] = [];
    for (let n = 0; n < 60; n++) statuses.push((await signup(ip, 'Camille')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual(Array(50).fill(429));
  });

  it('the first name in the confirmation email is escaped, shortened and not in the subject', async () => {
    const email = uniqueEmail('hameconnage');
    const firstName =
      'URGENT : compte suspendu <a href="https://evil.example">appelez le 0899 123 456</a>';
    expect((await signup(testClientIp(), firstName, email)).status).toBe(201);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Confirmez votre adresse email – Foyer');
    expect(mail?.subject).not.toContain('URGENT');
    const greeting = mail?.text.split('\n')[0] ?? '';
    expect(greeting).toMatch(/^Bonjour .{1,25},$/u);
    expect(greeting).toContain('…');
    expect(mail?.text).not.toContain('0899');
    expect(mail?.html).not.toContain('0899');
    expect(mail?.html).not.toContain('<a href="https://evil.example"');
    expect(mail?.html).not.toContain('evil.example');
  });

  it('an ordinary first name is greeted whole', async () => {
    const email = uniqueEmail('prenom');
    expect((await signup(testClientIp(), 'Marie-Hélène', email)).status).toBe(201);
    const [mail] = await mailTo(email);
    expect(mail?.text.split('\n')[0]).toBe('Bonjour Marie-Hélène,');
    expect(mail?.html).toContain('Bonjour Marie-Hélène,');
  });
});
