import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, spaceMembers } from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import type { JoinSpaceRequest, SaveInvitationInput } from '../../domain/invitations.ts';
import { generateDraftCode, generateInviteCode } from '../../worker/spaces/invitations.ts';
import { call, db } from './auth-support.ts';
import {
  addMember,
  createSpaceAs,
  expectError,
  inviteAs,
  join,
  type Person,
  signupPerson,
} from './space-support.ts';
import { api } from './support.ts';

const CODE = /^[A-Z0-9]{8}$/;

function generate(person: Person, spaceId: string) {
  return api(person.cookie).spaces[':spaceId'].invitations.code.$post({ param: { spaceId } });
}

function save(person: Person, spaceId: string, body: SaveInvitationInput) {
  return api(person.cookie).spaces[':spaceId'].invitations.$post({
    param: { spaceId },
    json: body,
  });
}

/** The same request with a body the typed client would refuse (a field missing). */
function saveIncomplete(person: Person, spaceId: string, body: unknown) {
  return call('POST', `/api/spaces/${spaceId}/invitations`, { cookie: person.cookie, body });
}

async function codeOf(response: Awaited<ReturnType<typeof generate>>): Promise<string> {
  expect(response.status).toBe(201);
  return (await response.json()).code;
}

async function isMemberOf(person: Person, spaceId: string): Promise<boolean> {
  const row = await db
    .select()
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, person.id)))
    .get();
  return row !== undefined;
}

describe('invitation codes', () => {
  it('are 8 upper-case letters and digits without look-alikes, and distinct over many draws', () => {
    const codes = Array.from({ length: 2000 }, () => generateInviteCode());
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every symbol of the alphabet shows up (no truncated alphabet): 36 less 0, O, 1, I and L.
    expect(new Set(codes.join('')).size).toBe(31);
  });

  it('POST …/invitations/code answers a new code with "Code d\'invitation généré" to any member', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    const response = await generate(hugo, id);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.code).toMatch(CODE);
    expect(body.message).toBe("Code d'invitation généré");
    const current = await api(hugo.cookie).spaces[':spaceId'].invitations.code.$get({
      param: { spaceId: id },
    });
    expect(await current.json()).toEqual({ code: body.code });
  });

  it('regenerating replaces the previous unsaved code, which can then no longer be saved', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    const first = await codeOf(await generate(camille, id));
    const second = await codeOf(await generate(camille, id));
    expect(second).not.toBe(first);
    const drafts = await db.select().from(invitations).where(eq(invitations.spaceId, id));
    expect(drafts.map((row) => row.inviteCode)).toEqual([second]);
    await expectError(
      await save(camille, id, {
        code: first,
        invitedFirstName: 'Hugo',
        invitedLastName: 'Bernard',
      }),
      400,
      'validation',
      "Veuillez d'abord générer un code d'invitation",
    );
  });

  it('draws again when a code is already taken', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    const taken = await codeOf(await generate(camille, id));
    await save(camille, id, { code: taken, invitedFirstName: 'A', invitedLastName: 'B' });
    const draws = [taken, taken, 'FRESH123'];
    const code = await generateDraftCode(db, id, camille.id, new Date(), () => draws.shift() ?? '');
    expect(code).toBe('FRESH123');
    expect(draws).toEqual([]);
    const rows = await db.select().from(invitations).where(eq(invitations.inviteCode, taken));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/spaces/:spaceId/invitations', () => {
  it("saves the invitee's names on the generated code, for 7 days", async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    const code = await codeOf(await generate(camille, id));
    const response = await save(camille, id, {
      code: code.toLowerCase(),
      invitedFirstName: ' Hugo ',
      invitedLastName: ' Bernard ',
    });
    expect(response.status).toBe(201);
    const { invitation } = await response.json();
    expect(invitation).toMatchObject({
      code,
      invitedFirstName: 'Hugo',
      invitedLastName: 'Bernard',
    });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
    // Saved: no unsaved code is left for this member.
    const current = await api(camille.cookie).spaces[':spaceId'].invitations.code.$get({
      param: { spaceId: id },
    });
    expect(await current.json()).toEqual({ code: null });
  });

  it('asks for both names with "Veuillez saisir le prénom et le nom de la personne"', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    const code = await codeOf(await generate(camille, id));
    for (const names of [
      { invitedFirstName: '', invitedLastName: 'Bernard' },
      { invitedFirstName: 'Hugo', invitedLastName: '   ' },
      { invitedFirstName: 'Hugo' },
    ]) {
      await expectError(
        await saveIncomplete(camille, id, { code, ...names }),
        400,
        'validation',
        'Veuillez saisir le prénom et le nom de la personne',
      );
    }
  });

  it("asks to generate a code first when there is none, or it is not this member's for this space", async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const other = await createSpaceAs(camille, 'Autre');
    await addMember(camille, id, hugo);
    const names = { invitedFirstName: 'Inès', invitedLastName: 'Petit' };
    const message = "Veuillez d'abord générer un code d'invitation";
    await expectError(await saveIncomplete(camille, id, names), 400, 'validation', message);
    await expectError(await save(camille, id, { code: '', ...names }), 400, 'validation', message);
    const otherSpaceCode = await codeOf(await generate(camille, other.id));
    await expectError(
      await save(camille, id, { code: otherSpaceCode, ...names }),
      400,
      'validation',
      message,
    );
    const camillesCode = await codeOf(await generate(camille, id));
    await expectError(
      await save(hugo, id, { code: camillesCode, ...names }),
      400,
      'validation',
      message,
    );
  });
});

describe('POST /api/invitations/join', () => {
  it('adds the invited person as a member with "Espace famille rejoint avec succès !"', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, hugo);
    const response = await join(hugo, code);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe('Espace famille rejoint avec succès !');
    expect(body.space).toMatchObject({ id, isAdmin: false, memberCount: 2 });
    const member = await db
      .select()
      .from(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, id), eq(spaceMembers.userId, hugo.id)))
      .get();
    expect(member).toMatchObject({ isAdmin: false, displayName: 'Hugo Bernard' });
    const invitation = await db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteCode, code))
      .get();
    expect(invitation?.acceptedBy).toBe(hugo.id);
    expect(invitation?.acceptedAt).not.toBeNull();
  });

  it('trims and upper-cases the code and compares names without case, accents or surrounding spaces', async () => {
    const camille = await signupPerson();
    const helene = await signupPerson('Hélène', 'Lefèvre');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, { firstName: 'Hélène', lastName: 'Lefèvre' });
    const response = await join(helene, `  ${code.toLowerCase()} `, {
      firstName: '  HELENE ',
      lastName: 'lefevre',
    });
    expect(response.status).toBe(200);
    expect(await isMemberOf(helene, id)).toBe(true);
  });

  it("uses the account's names when the request has none (the join tab of /setup-space)", async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, hugo);
    const response = await api(hugo.cookie).invitations.join.$post({ json: { code } });
    expect(response.status).toBe(200);
    expect(await isMemberOf(hugo, id)).toBe(true);
  });

  it("refuses other names, saying the invitation's first name and last initial, and keeps the invitation", async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, hugo);
    for (const names of [
      { firstName: 'Hugo', lastName: 'Bernardo' },
      { firstName: 'Hugues', lastName: 'Bernard' },
    ]) {
      const refused = await expectError(
        await join(hugo, code, names),
        403,
        'forbidden',
        "Le prénom ou le nom ne correspond pas à l'invitation : elle est au nom de « Hugo B. »",
      );
      expect(refused.error.reason).toBe('names_mismatch');
      // The last name is never given whole.
      expect(refused.error.message).not.toContain('Bernard');
    }
    expect(await isMemberOf(hugo, id)).toBe(false);
    expect((await join(hugo, code)).status).toBe(200);
  });

  it('refuses an unknown code with "Code d\'invitation invalide ou expiré"', async () => {
    const hugo = await signupPerson('Hugo', 'Bernard');
    await expectError(
      await join(hugo, 'ZZZZ9999'),
      404,
      'not_found',
      "Code d'invitation invalide ou expiré",
    );
  });

  it('refuses a generated code that was never saved with an invitee', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const draft = await codeOf(await generate(camille, id));
    await expectError(await join(hugo, draft, { firstName: '', lastName: '' }), 400, 'validation');
    await expectError(
      await join(hugo, draft),
      404,
      'not_found',
      "Code d'invitation invalide ou expiré",
    );
  });

  it('refuses an invitation saved more than 7 days ago and accepts one saved just under', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const ines = await signupPerson('Inès', 'Petit');
    const { id } = await createSpaceAs(camille);
    const day = 24 * 60 * 60 * 1000;
    const old = await inviteAs(camille, id, hugo);
    await db
      .update(invitations)
      .set({ createdAt: new Date(Date.now() - 7 * day - 1000).toISOString() })
      .where(eq(invitations.inviteCode, old));
    await expectError(
      await join(hugo, old),
      404,
      'not_found',
      "Code d'invitation invalide ou expiré",
    );
    const recent = await inviteAs(camille, id, ines);
    await db
      .update(invitations)
      .set({ createdAt: new Date(Date.now() - 7 * day + 60_000).toISOString() })
      .where(eq(invitations.inviteCode, recent));
    expect((await join(ines, recent)).status).toBe(200);
  });

  it('is single-use: a code that was accepted is invalid for the next person', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const twin = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, hugo);
    expect((await join(hugo, code)).status).toBe(200);
    await expectError(
      await join(twin, code),
      404,
      'not_found',
      "Code d'invitation invalide ou expiré",
    );
    expect(await isMemberOf(twin, id)).toBe(false);
  });

  it('refuses a member with "Vous êtes déjà membre de cet espace" without using up the invitation', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, { firstName: 'Camille', lastName: 'Martin' });
    await expectError(
      await join(camille, code),
      409,
      'conflict',
      'Vous êtes déjà membre de cet espace',
    );
    const invitation = await db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteCode, code))
      .get();
    expect(invitation?.acceptedAt).toBeNull();
    const members = await db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, id));
    expect(members).toHaveLength(1);
  });

  it('validates the dialog with its French messages', async () => {
    const hugo = await signupPerson('Hugo', 'Bernard');
    const cases: [JoinSpaceRequest, string, string][] = [
      [
        { code: 'ABC', firstName: 'Hugo', lastName: 'Bernard' },
        'code',
        "Le code d'invitation doit contenir 8 caractères",
      ],
      [
        { code: 'ABCD-123', firstName: 'Hugo', lastName: 'Bernard' },
        'code',
        "Le code d'invitation doit contenir uniquement des lettres majuscules et des chiffres",
      ],
      [
        { code: '   ', firstName: 'Hugo', lastName: 'Bernard' },
        'code',
        "Veuillez saisir un code d'invitation",
      ],
      [
        { code: 'ABCD1234', firstName: ' ', lastName: 'Bernard' },
        'firstName',
        'Le prénom est requis',
      ],
      [
        { code: 'ABCD1234', firstName: 'x'.repeat(101), lastName: 'Bernard' },
        'firstName',
        'Le prénom ne doit pas dépasser 100 caractères',
      ],
      [{ code: 'ABCD1234', firstName: 'Hugo', lastName: '' }, 'lastName', 'Le nom est requis'],
      [
        { code: 'ABCD1234', firstName: 'Hugo', lastName: 'x'.repeat(101) },
        'lastName',
        'Le nom ne doit pas dépasser 100 caractères',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await api(hugo.cookie).invitations.join.$post({ json: body });
      const error = await expectError(response, 400, 'validation');
      expect(error.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('is rate limited per account: the 11th attempt within 15 minutes is a 429', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const other = await signupPerson('Inès', 'Petit');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, hugo);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await join(hugo, `WRONG${String(attempt).padStart(3, '0')}`);
      expect(response.status, `attempt ${attempt}`).toBe(404);
    }
    // Even the right code is refused now.
    await expectError(await join(hugo, code), 429, 'rate_limited', ERROR_MESSAGES.rateLimited);
    expect(await isMemberOf(hugo, id)).toBe(false);
    // Another account is not affected.
    await expectError(await join(other, 'WRONG999'), 404, 'not_found');
  });

  it('is for signed-in users only', async () => {
    await expectError(
      await api().invitations.join.$post({
        json: { code: 'ABCD1234', firstName: 'Hugo', lastName: 'Bernard' },
      }),
      401,
      'unauthenticated',
    );
  });
});
