/**
 * What schemas.test.ts leaves out of the other domain files: the join form's code input, the note
 * shown after joining, the reasons the API gives for a refused join, the invitation alphabet, and
 * the recurrence choices and weekday names the task forms offer.
 */
import { describe, expect, it } from 'vitest';
import {
  cleanInviteCodeInput,
  INVITATION_LIFETIME_MS,
  INVITATION_MESSAGES,
  INVITE_CODE_ALPHABET,
  inviteCodeSchema,
  JOIN_REFUSAL,
  joinedProfileNote,
  saveInvitationSchema,
} from '../../domain/invitations.ts';
import {
  createProfileSchema,
  PROFILE_MESSAGES,
  updateProfileSchema,
} from '../../domain/profiles.ts';
import { createSpaceSchema, SPACE_MESSAGES } from '../../domain/spaces.ts';
import { DEFAULT_REMINDER_LEAD_MINUTES, RECURRENCES, WEEKDAYS } from '../../domain/task-options.ts';
import { fieldErrors, TEXT_MESSAGES } from '../../domain/validation.ts';

function errorsOf(result: { success: boolean; error?: { issues: readonly unknown[] } }) {
  if (result.success || !result.error) return {};
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe('joining a space', () => {
  it('types the code without spaces, in capitals, at most 8 characters', () => {
    expect(cleanInviteCodeInput('ab12 cd34')).toBe('AB12CD34');
    expect(cleanInviteCodeInput(' ab\t12\n cd34 ')).toBe('AB12CD34');
    expect(cleanInviteCodeInput('ab12cd34ef')).toBe('AB12CD34');
    expect(cleanInviteCodeInput('ab1')).toBe('AB1');
    expect(cleanInviteCodeInput('')).toBe('');
  });

  it('says whether the profile was created or already there', () => {
    expect(joinedProfileNote({ name: 'Zoé' }, true)).toBe('Votre profil « Zoé » a été créé.');
    expect(joinedProfileNote({ name: 'Zoé' }, false)).toBe(
      'Vous utilisez le profil « Zoé », qui existait déjà.',
    );
  });

  it('gives the form a stable reason for each refusal', () => {
    expect(JOIN_REFUSAL).toEqual({
      codeInvalid: 'code_invalid',
      namesMismatch: 'names_mismatch',
      alreadyMember: 'already_member',
    });
  });

  it('generates codes from capitals and digits without look-alikes, and the join form takes any capital or digit', () => {
    expect(INVITE_CODE_ALPHABET).toBe('ABCDEFGHJKMNPQRSTUVWXYZ23456789');
    // Codes drawn before the look-alikes were left out (with 0, O, 1, I, L) still join.
    const everyCharacter = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    for (let start = 0; start < everyCharacter.length; start += 8) {
      const code = everyCharacter.slice(start, start + 8).padEnd(8, 'A');
      expect(inviteCodeSchema.parse(code)).toBe(code);
      expect(
        saveInvitationSchema.safeParse({ code, invitedFirstName: 'Zoé', invitedLastName: 'Roux' })
          .success,
      ).toBe(true);
    }
    expect(INVITATION_LIFETIME_MS).toBe(7 * 86_400_000);
  });

  it('asks for a code before inviting, and for both names', () => {
    const result = saveInvitationSchema.safeParse({ code: 'ab12cd3', invitedFirstName: 'Zoé' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      code: "Veuillez d'abord générer un code d'invitation",
      invitedLastName: 'Veuillez saisir le prénom et le nom de la personne',
    });
    expect(INVITATION_MESSAGES.generateFirst).toBe("Veuillez d'abord générer un code d'invitation");
  });
});

describe('task options', () => {
  it('offers no recurrence, daily, weekly, monthly and yearly', () => {
    expect(RECURRENCES).toEqual(['none', 'daily', 'weekly', 'monthly', 'yearly']);
  });

  it('names the weekdays in French from Monday (1) to Sunday (7)', () => {
    expect(WEEKDAYS.map((day) => [day.iso, day.label, day.short])).toEqual([
      [1, 'Lundi', 'Lun'],
      [2, 'Mardi', 'Mar'],
      [3, 'Mercredi', 'Mer'],
      [4, 'Jeudi', 'Jeu'],
      [5, 'Vendredi', 'Ven'],
      [6, 'Samedi', 'Sam'],
      [7, 'Dimanche', 'Dim'],
    ]);
    expect(DEFAULT_REMINDER_LEAD_MINUTES).toBe(15);
  });
});

describe('spaces and profiles', () => {
  const member = { name: 'Zoé', role: 'enfant', emoji: '👧' };

  it('refuses two members of one first name, whatever the case, accents or spaces', () => {
    const twins = [member, { ...member, name: ' zoe ' }];
    expect(errorsOf(createSpaceSchema.safeParse({ name: 'Famille', members: twins }))).toEqual({
      members: 'Un membre porte déjà ce prénom',
    });
    const siblings = [member, { ...member, name: 'Chloé' }];
    expect(createSpaceSchema.safeParse({ name: 'Famille', members: siblings }).success).toBe(true);
  });

  it('refuses control characters in names and a space description, keeping its line breaks', () => {
    expect(
      errorsOf(createSpaceSchema.safeParse({ name: 'Famille\u0000', members: [member] })),
    ).toEqual({ name: TEXT_MESSAGES.invalidCharacters });
    expect(
      errorsOf(
        createSpaceSchema.safeParse({ name: 'F', description: 'a\u202eb', members: [member] }),
      ),
    ).toEqual({ description: TEXT_MESSAGES.invalidCharacters });
    expect(errorsOf(createProfileSchema.safeParse({ name: 'Léa\u0007', role: 'enfant' }))).toEqual({
      name: TEXT_MESSAGES.invalidCharacters,
    });
  });

  it('reads a name of invisible characters only as empty, and keeps an emoji whole', () => {
    expect(
      errorsOf(createProfileSchema.safeParse({ name: '\u200b\u2060', role: 'enfant' })),
    ).toEqual({ name: PROFILE_MESSAGES.nameRequired });
    expect(errorsOf(createSpaceSchema.safeParse({ name: '\ufeff', members: [member] }))).toEqual({
      name: SPACE_MESSAGES.createNameRequired,
    });
    const parsed = createProfileSchema.parse({
      name: ' Zoé ',
      role: 'enfant',
      emoji: '\u2764\ufe0f',
    });
    expect(parsed).toMatchObject({ name: 'Zoé', emoji: '\u2764\ufe0f' });
  });

  it('takes a colour of the palette and names a wrong one', () => {
    expect(updateProfileSchema.parse({ colour: 'vert' })).toEqual({ colour: 'vert' });
    expect(errorsOf(updateProfileSchema.safeParse({ colour: 'fuchsia-fluo' }))).toEqual({
      colour: 'Veuillez choisir une couleur',
    });
  });

  it('says a taken profile name in French', () => {
    expect(PROFILE_MESSAGES.nameTaken).toBe('Un profil porte déjà ce prénom dans cet espace');
    expect(PROFILE_MESSAGES.colourRequired).toBe('Veuillez choisir une couleur');
  });
});
