/**
 * The input rules of memos, lists, accounts, spaces, profiles, invitations and notifications
 * (domain/), with the French message of each refusal as the API and the forms show it (through
 * `fieldErrors`, as worker/lib/validate.ts does). Each case fails if a bound, a default, a
 * normalisation or a message changes.
 */
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  accountUpdateSchema,
  displayName,
  emailSchema,
  firstNameSchema,
  forgotPasswordSchema,
  lastNameSchema,
  loginSchema,
  passwordSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from '../../domain/auth.ts';
import { isUuid } from '../../domain/ids.ts';
import {
  INVITATION_MESSAGES,
  joinSpaceRequestSchema,
  joinSpaceSchema,
  normalizeName,
  sameName,
  saveInvitationSchema,
} from '../../domain/invitations.ts';
import {
  LIST_MESSAGES,
  LIST_TOASTS,
  listCreateSchema,
  listItemCreateSchema,
  listItemUpdateSchema,
  listTypeOf,
  listUpdateSchema,
  progressLabel,
} from '../../domain/lists.ts';
import {
  MEMO_MESSAGES,
  MEMO_REMINDER,
  MEMO_TOASTS,
  memoCreateSchema,
  memoDueAt,
  memoFormSchema,
  memoQuerySchema,
  memoRuleErrors,
  memoUpdateSchema,
} from '../../domain/memos.ts';
import {
  NOTIFICATION_MESSAGES,
  notificationQuerySchema,
  notificationUpdateSchema,
  unreadLabel,
} from '../../domain/notifications.ts';
import {
  createProfileSchema,
  PROFILE_MESSAGES,
  updateProfileSchema,
} from '../../domain/profiles.ts';
import {
  createSpaceSchema,
  renameSpaceSchema,
  SPACE_MESSAGES,
  updateSpaceSchema,
} from '../../domain/spaces.ts';
import { fieldErrors, safeText, TEXT_MESSAGES, z } from '../../domain/validation.ts';
import { isTimeZone } from '../../domain/zoned-time.ts';

const ID = '3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f';
const PASSWORD = 'Vacances-a-Biarritz-2026';

/** The French message per field of a refusal, as the API answers it; {} when accepted. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  return schema.parse(input);
}

describe('free text (domain/validation.ts)', () => {
  const line = safeText(z.string());
  const text = safeText(z.string(), { multiline: true });

  it('refuses control and direction characters on one line, and lone surrogates', () => {
    for (const odd of ['\u0000', '\u0009', '\u000a', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(errorsOf(line, `a${odd}b`)).toEqual({ _: TEXT_MESSAGES.invalidCharacters });
    }
    for (const odd of ['\u202a', '\u202e', '\u2066', '\u2069', '\ud800', '\udfff']) {
      expect(errorsOf(line, `a${odd}b`), odd).toEqual({ _: TEXT_MESSAGES.invalidCharacters });
      expect(errorsOf(text, `a${odd}b`), odd).toEqual({ _: TEXT_MESSAGES.invalidCharacters });
    }
  });

  it('keeps tab, line feed and carriage return in multi-line texts only', () => {
    expect(errorsOf(text, 'Pain\n\tLait\r\nBeurre')).toEqual({});
    for (const odd of ['\u0000', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f']) {
      expect(errorsOf(text, `a${odd}b`)).toEqual({ _: TEXT_MESSAGES.invalidCharacters });
    }
  });

  it('accepts accents, emoji and the characters next to the refused ranges', () => {
    for (const fine of ['Léa 👧', ' ', '~', '\u00a0', '\u00a0é', '\u2029', '\u206a', '\u2029x']) {
      expect(errorsOf(line, fine), JSON.stringify(fine)).toEqual({});
    }
    expect(errorsOf(text, '\u2065')).toEqual({});
  });

  it('says it in French', () => {
    expect(TEXT_MESSAGES.invalidCharacters).toBe(
      'Ce champ contient des caractères non autorisés (caractères de contrôle ou de direction du texte)',
    );
  });

  it('keys each field by its dotted path, the first message of each, "_" for the whole input', () => {
    const schema = z.object({
      members: z.array(z.object({ name: z.string().min(2, 'court').max(3, 'long') })),
    });
    expect(errorsOf(schema, { members: [{ name: 'ok' }, { name: 'x' }] })).toEqual({
      'members.1.name': 'court',
    });
    expect(
      fieldErrors({
        issues: [
          { path: ['a'], message: 'premier' },
          { path: ['a'], message: 'second' },
          { path: [], message: 'tout' },
        ],
      }),
    ).toEqual({ a: 'premier', _: 'tout' });
  });
});

describe('ids', () => {
  it('are lower-case UUIDs, nothing around them', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(false);
    expect(isUuid(`x${ID}`)).toBe(false);
    expect(isUuid(`${ID}x`)).toBe(false);
    expect(isUuid(ID.slice(1))).toBe(false);
    expect(isUuid(ID.replace(/-/g, ''))).toBe(false);
    expect(isUuid('3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5g')).toBe(false);
  });
});

describe('memos', () => {
  it('requires a text of 1 to 500 characters, trimmed, on several lines if need be', () => {
    expect(errorsOf(memoCreateSchema, { profileId: ID })).toEqual({
      text: 'Le texte du mémo est requis',
    });
    expect(errorsOf(memoCreateSchema, { profileId: ID, text: '   ' })).toEqual({
      text: 'Le texte du mémo est requis',
    });
    expect(errorsOf(memoCreateSchema, { profileId: ID, text: 'x'.repeat(501) })).toEqual({
      text: 'Le mémo ne doit pas dépasser 500 caractères',
    });
    expect(parsed(memoCreateSchema, { profileId: ID, text: ` ${'x'.repeat(500)} ` }).text).toBe(
      'x'.repeat(500),
    );
    expect(parsed(memoCreateSchema, { profileId: ID, text: 'Pain\nLait' }).text).toBe('Pain\nLait');
  });

  it("requires the profile's id, lower-cased", () => {
    expect(errorsOf(memoCreateSchema, { text: 'Pain' })).toEqual({
      profileId: 'Aucun profil sélectionné',
    });
    expect(errorsOf(memoCreateSchema, { text: 'Pain', profileId: 'Léa' })).toEqual({
      profileId: 'Profil invalide',
    });
    expect(parsed(memoCreateSchema, { text: 'Pain', profileId: ID.toUpperCase() }).profileId).toBe(
      ID,
    );
  });

  it('takes an optional real date and HH:mm time, "" and null meaning none', () => {
    const base = { profileId: ID, text: 'Pain' };
    expect(parsed(memoCreateSchema, { ...base, date: '2026-11-24', time: '18:00' })).toMatchObject({
      date: '2026-11-24',
      time: '18:00',
    });
    expect(parsed(memoCreateSchema, { ...base, date: '', time: '  ' })).toMatchObject({
      date: null,
      time: null,
    });
    expect(parsed(memoCreateSchema, { ...base, date: null, time: null })).toMatchObject({
      date: null,
      time: null,
    });
    expect(errorsOf(memoCreateSchema, { ...base, date: '2026-02-30' })).toEqual({
      date: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
    expect(errorsOf(memoCreateSchema, { ...base, date: 20261124 })).toEqual({
      date: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
    for (const time of ['24:00', '9:00', '09:60', '09:00x', 'x09:00', 900]) {
      expect(errorsOf(memoCreateSchema, { ...base, time }), String(time)).toEqual({
        time: "L'heure doit être au format HH:mm",
      });
    }
    for (const time of ['00:00', '19:59', '23:59']) {
      expect(errorsOf(memoCreateSchema, { ...base, time })).toEqual({});
    }
  });

  it('takes an optional list id, "" meaning none', () => {
    const base = { profileId: ID, text: 'Pain' };
    expect(parsed(memoCreateSchema, { ...base, listId: ID.toUpperCase() }).listId).toBe(ID);
    expect(parsed(memoCreateSchema, { ...base, listId: '' }).listId).toBeNull();
    expect(errorsOf(memoCreateSchema, { ...base, listId: 'courses' })).toEqual({
      listId: 'Liste invalide',
    });
    expect(errorsOf(memoCreateSchema, { ...base, listId: 3 })).toEqual({
      listId: 'Liste invalide',
    });
  });

  it('changes only the fields a PATCH sends', () => {
    expect(parsed(memoUpdateSchema, {})).toEqual({});
    expect(parsed(memoUpdateSchema, { date: '' })).toEqual({ date: null });
    expect(errorsOf(memoUpdateSchema, { text: '' })).toEqual({
      text: 'Le texte du mémo est requis',
    });
  });

  it('asks for a profile or a list in a memo query', () => {
    expect(errorsOf(memoQuerySchema, {})).toEqual({ profileId: 'Aucun profil sélectionné' });
    expect(errorsOf(memoQuerySchema, { profileId: 'x' })).toEqual({
      profileId: 'Profil invalide',
    });
    expect(errorsOf(memoQuerySchema, { listId: 'x' })).toEqual({ listId: 'Liste invalide' });
    expect(parsed(memoQuerySchema, { listId: ID })).toEqual({ listId: ID });
    expect(parsed(memoQuerySchema, { profileId: ID.toUpperCase() })).toEqual({ profileId: ID });
  });

  it("refuses a reminder date before the family's today, unless it is the date already kept", () => {
    const today = '2026-11-23';
    expect(memoRuleErrors({ date: '2026-11-22', time: null }, today)).toEqual({
      date: "La date du rappel ne peut pas être antérieure à aujourd'hui",
    });
    expect(memoRuleErrors({ date: '2026-11-23', time: '08:00' }, today)).toEqual({});
    expect(memoRuleErrors({ date: '2026-11-22', time: null }, today, '2026-11-22')).toEqual({});
    expect(memoRuleErrors({ date: null, time: '08:00' }, today)).toEqual({
      date: 'Veuillez sélectionner une date pour ce rappel',
    });
    expect(memoRuleErrors({ date: null, time: null }, today)).toEqual({});
  });

  it('applies the same rules in the add and edit forms', () => {
    const form = memoFormSchema('2026-11-23');
    expect(errorsOf(form, { text: 'Pain', date: '2026-11-20' })).toEqual({
      date: "La date du rappel ne peut pas être antérieure à aujourd'hui",
    });
    expect(errorsOf(form, { text: 'Pain', time: '08:00' })).toEqual({
      date: 'Veuillez sélectionner une date pour ce rappel',
    });
    expect(
      errorsOf(memoFormSchema('2026-11-23', '2026-11-20'), { text: 'P', date: '2026-11-20' }),
    ).toEqual({});
    expect(errorsOf(form, { text: 'Pain' })).toEqual({});
  });

  it('reminds at the date and time in the space zone, only when both are set and still ahead', () => {
    const now = new Date('2026-11-24T07:00:00Z');
    expect(memoDueAt({ date: '2026-11-24', time: '09:00' }, 'Europe/Paris', now)).toBe(
      '2026-11-24T08:00:00.000Z',
    );
    expect(memoDueAt({ date: '2026-11-24', time: '08:00' }, 'Europe/Paris', now)).toBeNull();
    expect(memoDueAt({ date: '2026-11-24', time: '08:01' }, 'Europe/Paris', now)).toBe(
      '2026-11-24T07:01:00.000Z',
    );
    expect(memoDueAt({ date: '2026-11-24', time: null }, 'Europe/Paris', now)).toBeNull();
    expect(memoDueAt({ date: null, time: '09:00' }, 'Europe/Paris', now)).toBeNull();
  });

  it('says the toasts and the reminder as the product does', () => {
    expect(MEMO_TOASTS).toEqual({
      added: 'Mémo ajouté',
      addedDescription: 'Votre rappel a été enregistré avec succès.',
      updated: 'Mémo modifié',
      updatedDescription: 'Votre rappel a été mis à jour.',
      deleted: 'Mémo supprimé',
      deletedDescription: 'Le rappel a été supprimé.',
      addFailed: "Impossible d'ajouter le mémo",
      updateFailed: 'Impossible de modifier le mémo',
      deleteFailed: 'Impossible de supprimer le mémo',
      failed: 'Une erreur est survenue',
    });
    expect(MEMO_REMINDER.title).toBe('Rappel To Do List');
    expect(MEMO_REMINDER.description('Appeler la nounou')).toBe(
      'Il est temps de : Appeler la nounou',
    );
    expect(MEMO_MESSAGES).toMatchObject({
      profileNotFound: "Ce profil n'existe pas ou n'appartient pas à cet espace",
      listNotFound: 'Liste non trouvée',
      notFound: 'Mémo introuvable',
    });
  });
});

describe('lists', () => {
  it('requires a title of 1 to 100 characters and an icon among the list types', () => {
    expect(errorsOf(listCreateSchema, {})).toEqual({ title: 'Le nom de la liste est requis' });
    expect(errorsOf(listCreateSchema, { title: '  ' })).toEqual({
      title: 'Le nom de la liste est requis',
    });
    expect(errorsOf(listCreateSchema, { title: 'x'.repeat(101) })).toEqual({
      title: 'Le nom de la liste ne doit pas dépasser 100 caractères',
    });
    expect(parsed(listCreateSchema, { title: ' Courses ' })).toEqual({
      title: 'Courses',
      type: 'tasks',
    });
    expect(parsed(listCreateSchema, { title: 'x'.repeat(100), type: 'wishlist' }).type).toBe(
      'wishlist',
    );
    expect(errorsOf(listCreateSchema, { title: 'Courses', type: 'todo' })).toEqual({
      type: 'Veuillez choisir une icône',
    });
  });

  it('changes only what a PATCH of a list sends', () => {
    expect(parsed(listUpdateSchema, {})).toEqual({});
    expect(parsed(listUpdateSchema, { type: 'notes' })).toEqual({ type: 'notes' });
    expect(errorsOf(listUpdateSchema, { title: '' })).toEqual({
      title: 'Le nom de la liste est requis',
    });
  });

  it('requires an item text of 1 to 500 characters, with an optional client id and profile', () => {
    expect(errorsOf(listItemCreateSchema, {})).toEqual({ text: 'Le texte est requis' });
    expect(errorsOf(listItemCreateSchema, { text: ' ' })).toEqual({ text: 'Le texte est requis' });
    expect(errorsOf(listItemCreateSchema, { text: 'x'.repeat(501) })).toEqual({
      text: 'Le texte est trop long (max 500 caractères)',
    });
    expect(errorsOf(listItemCreateSchema, { text: 'Pain', id: 'abc' })).toEqual({
      id: 'Identifiant invalide',
    });
    expect(errorsOf(listItemCreateSchema, { text: 'Pain', profileId: 'Léa' })).toEqual({
      profileId: 'Profil invalide',
    });
    expect(
      parsed(listItemCreateSchema, {
        text: ' Pain ',
        id: ID.toUpperCase(),
        profileId: ID.toUpperCase(),
      }),
    ).toEqual({ text: 'Pain', id: ID, profileId: ID });
    expect(parsed(listItemCreateSchema, { text: 'Pain', profileId: '' }).profileId).toBeNull();
    expect(parsed(listItemCreateSchema, { text: 'Pain', profileId: null }).profileId).toBeNull();
  });

  it('needs a text or a tick to update an item, and a real boolean for the tick', () => {
    expect(errorsOf(listItemUpdateSchema, {})).toEqual({
      completed: "Indiquez le texte, la note ou l'état de l'élément",
    });
    expect(errorsOf(listItemUpdateSchema, { profileId: ID })).toEqual({
      completed: "Indiquez le texte, la note ou l'état de l'élément",
    });
    expect(errorsOf(listItemUpdateSchema, { completed: 'true' })).toEqual({
      completed: 'Valeur invalide pour « terminé »',
    });
    expect(parsed(listItemUpdateSchema, { completed: false })).toEqual({ completed: false });
    expect(parsed(listItemUpdateSchema, { text: 'Lait' })).toEqual({ text: 'Lait' });
  });

  it('shows progress as "2/5 terminés" and an unknown stored type with the tasks icon', () => {
    expect(progressLabel(2, 5)).toBe('2/5 terminés');
    expect(listTypeOf('shopping')).toBe('shopping');
    expect(listTypeOf('favorites')).toBe('favorites');
    expect(listTypeOf('courses')).toBe('tasks');
  });

  it('says the screens and toasts as the product does', () => {
    expect(LIST_MESSAGES).toMatchObject({
      itemIdTaken: 'Cet identifiant est déjà utilisé',
      profileNotFound: "Ce profil n'existe pas ou n'appartient pas à cet espace",
      notFound: 'Liste non trouvée',
      itemNotFound: 'Élément non trouvé',
      empty: 'Aucune liste pour le moment',
      loading: 'Chargement des listes...',
      emptyItems: 'Aucun élément dans cette liste',
      newList: 'Nouvelle liste',
      create: 'Créer la liste',
      creating: 'Création...',
    });
    expect(LIST_TOASTS).toEqual({
      created: 'Liste créée',
      renamed: 'Liste modifiée',
      deleted: 'Liste supprimée',
      createFailed: 'Impossible de créer la liste. Veuillez réessayer.',
      itemAddFailed: "Impossible d'ajouter l'élément",
      itemUpdateFailed: "Impossible de modifier l'élément",
      itemDeleteFailed: "Impossible de supprimer l'élément",
      itemDeleted: 'Élément supprimé',
    });
  });
});

describe('accounts', () => {
  it('trims and lower-cases an email, and refuses what is not one', () => {
    expect(parsed(emailSchema, '  Camille.Martin@Famille.TEST ')).toBe(
      'camille.martin@famille.test',
    );
    expect(errorsOf(emailSchema, '')).toEqual({ _: "L'adresse email est requise" });
    expect(errorsOf(emailSchema, '   ')).toEqual({ _: "L'adresse email est requise" });
    expect(errorsOf(emailSchema, undefined)).toEqual({ _: "L'adresse email est requise" });
    expect(errorsOf(emailSchema, 'camille@')).toEqual({ _: 'Adresse email invalide' });
    const address = (length: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 196)}.fr`;
    expect(address(254)).toHaveLength(254);
    expect(errorsOf(emailSchema, address(254))).toEqual({});
    expect(errorsOf(emailSchema, address(255))).toEqual({ _: 'Adresse email invalide' });
  });

  it('takes a password of 8 to 128 characters, spaces included, never trimmed', () => {
    expect(errorsOf(passwordSchema, undefined)).toEqual({ _: 'Le mot de passe est requis' });
    expect(errorsOf(passwordSchema, '')).toEqual({ _: 'Le mot de passe est requis' });
    expect(errorsOf(passwordSchema, '1234567')).toEqual({
      _: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    expect(errorsOf(passwordSchema, 'x'.repeat(129))).toEqual({
      _: 'Le mot de passe ne doit pas dépasser 128 caractères',
    });
    expect(parsed(passwordSchema, ' 1234567')).toBe(' 1234567');
    expect(parsed(passwordSchema, 'x'.repeat(128))).toHaveLength(128);
  });

  it('requires first and last names of 1 to 100 characters, trimmed', () => {
    expect(errorsOf(firstNameSchema, ' ')).toEqual({ _: 'Le prénom est requis' });
    expect(errorsOf(firstNameSchema, 'x'.repeat(101))).toEqual({
      _: 'Le prénom ne doit pas dépasser 100 caractères',
    });
    expect(errorsOf(lastNameSchema, undefined)).toEqual({ _: 'Le nom est requis' });
    expect(errorsOf(lastNameSchema, 'x'.repeat(101))).toEqual({
      _: 'Le nom ne doit pas dépasser 100 caractères',
    });
    expect(parsed(lastNameSchema, ` ${'x'.repeat(100)} `)).toHaveLength(100);
    expect(displayName('Camille', 'Martin')).toBe('Camille Martin');
    expect(displayName('Camille', '')).toBe('Camille');
  });

  it('gives every message of an empty sign-up, and "Rester connecté" on by default', () => {
    expect(errorsOf(signupSchema, {})).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: "L'adresse email est requise",
      password: 'Le mot de passe est requis',
    });
    expect(parsed(loginSchema, { email: 'a@b.fr', password: PASSWORD }).remember).toBe(true);
    expect(
      parsed(loginSchema, { email: 'a@b.fr', password: PASSWORD, remember: false }).remember,
    ).toBe(false);
    expect(errorsOf(forgotPasswordSchema, { email: 'x' })).toEqual({
      email: 'Adresse email invalide',
    });
  });

  it('needs the link token (at most 200 characters) to reset a password or confirm an address', () => {
    for (const schema of [verifyEmailSchema, resetPasswordSchema.pick({ token: true })]) {
      expect(errorsOf(schema, {})).toEqual({ token: 'Lien invalide' });
      expect(errorsOf(schema, { token: '' })).toEqual({ token: 'Lien invalide' });
      expect(errorsOf(schema, { token: 'x'.repeat(200) })).toEqual({});
      expect(Object.keys(errorsOf(schema, { token: 'x'.repeat(201) }))).toEqual(['token']);
    }
    expect(
      errorsOf(resetPasswordFormSchema, { password: PASSWORD, confirmation: 'autre' }),
    ).toEqual({ confirmation: 'Les mots de passe ne correspondent pas' });
    expect(
      errorsOf(resetPasswordFormSchema, { password: PASSWORD, confirmation: PASSWORD }),
    ).toEqual({});
  });

  it('needs the current password for a new one; a blank new password changes nothing', () => {
    expect(errorsOf(accountUpdateSchema, { newPassword: PASSWORD })).toEqual({
      currentPassword: 'Le mot de passe actuel est requis',
    });
    expect(errorsOf(accountUpdateSchema, { newPassword: PASSWORD, currentPassword: '  ' })).toEqual(
      { currentPassword: 'Le mot de passe actuel est requis' },
    );
    expect(parsed(accountUpdateSchema, { newPassword: '   ', firstName: ' Léa ' })).toEqual({
      firstName: 'Léa',
    });
    expect(
      errorsOf(accountUpdateSchema, { newPassword: PASSWORD, currentPassword: 'x'.repeat(129) }),
    ).toEqual({ currentPassword: 'Mot de passe actuel incorrect' });
    expect(errorsOf(accountUpdateSchema, { newPassword: PASSWORD, currentPassword: 7 })).toEqual({
      currentPassword: 'Le mot de passe actuel est requis',
    });
    expect(
      parsed(accountUpdateSchema, { newPassword: PASSWORD, currentPassword: 'ancien mot' }),
    ).toEqual({ newPassword: PASSWORD, currentPassword: 'ancien mot' });
  });

  it('says the other account messages as the product does', () => {
    expect(AUTH_MESSAGES).toMatchObject({
      passwordTooCommon: 'Ce mot de passe est trop courant. Choisissez-en un plus original.',
      samePassword: "Le nouveau mot de passe doit être différent de l'ancien",
      invalidCredentials: 'Email ou mot de passe incorrect',
      signupUnavailable:
        'Impossible de créer un compte avec cette adresse email. Si elle vous appartient, connectez-vous ou réinitialisez votre mot de passe.',
      invalidLink: 'Ce lien est invalide ou a expiré',
    });
  });
});

describe('spaces', () => {
  const member = { name: 'Camille', role: 'parent', emoji: '👩' };

  it('creates a space with a name, at least one complete member, and Paris time by default', () => {
    expect(errorsOf(createSpaceSchema, {})).toEqual({
      name: 'Veuillez saisir un nom pour votre espace famille',
      members: 'Veuillez ajouter au moins un membre à votre famille',
    });
    expect(errorsOf(createSpaceSchema, { name: 'Famille', members: [] })).toEqual({
      members: 'Veuillez ajouter au moins un membre à votre famille',
    });
    expect(parsed(createSpaceSchema, { name: ' Famille Martin ', members: [member] })).toEqual({
      name: 'Famille Martin',
      timezone: 'Europe/Paris',
      members: [member],
    });
  });

  it('asks for the first name, role and avatar of every member, at most 30', () => {
    const incomplete = "Veuillez remplir le prénom, le rôle et l'avatar";
    for (const bad of [
      { ...member, name: ' ' },
      { ...member, role: 'oncle' },
      { ...member, emoji: '' },
      { ...member, emoji: 'x'.repeat(17) },
      { name: 'Camille' },
      'Camille',
    ]) {
      const errors = Object.values(errorsOf(createSpaceSchema, { name: 'F', members: [bad] }));
      expect([...new Set(errors)], JSON.stringify(bad)).toEqual([incomplete]);
    }
    expect(
      errorsOf(createSpaceSchema, { name: 'F', members: [{ ...member, name: 'x'.repeat(101) }] }),
    ).toEqual({ 'members.0.name': 'Le prénom ne doit pas dépasser 100 caractères' });
    expect(
      errorsOf(createSpaceSchema, { name: 'F', members: [{ ...member, emoji: 'x'.repeat(16) }] }),
    ).toEqual({});
    // Distinct names: two members of one name are refused on their own (« Un membre porte déjà… »).
    const family = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...member, name: `Membre ${i + 1}` }));
    expect(errorsOf(createSpaceSchema, { name: 'F', members: family(30) })).toEqual({});
    expect(errorsOf(createSpaceSchema, { name: 'F', members: family(31) })).toEqual({
      members: 'Une famille peut compter au plus 30 membres à la création',
    });
  });

  it('bounds the name to 100 characters and the description to 200, and knows the time zones', () => {
    const base = { members: [member] };
    expect(errorsOf(createSpaceSchema, { ...base, name: 'x'.repeat(101) })).toEqual({
      name: "Le nom de l'espace ne doit pas dépasser 100 caractères",
    });
    expect(
      errorsOf(createSpaceSchema, { ...base, name: 'F', description: 'x'.repeat(201) }),
    ).toEqual({ description: 'La description ne doit pas dépasser 200 caractères' });
    expect(
      parsed(createSpaceSchema, { ...base, name: 'F', description: ' Le\nplanning ' }),
    ).toMatchObject({ description: 'Le\nplanning' });
    expect(errorsOf(createSpaceSchema, { ...base, name: 'F', timezone: 'Europe/Paname' })).toEqual({
      timezone: 'Fuseau horaire inconnu',
    });
    expect(isTimeZone('America/Guadeloupe')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    // Intl reads a zone's name whatever its case; so does the check.
    expect(isTimeZone('europe/paris')).toBe(true);
  });

  it('renames with a name of 1 to 100 characters, or moves the time zone, or both', () => {
    expect(errorsOf(renameSpaceSchema, { name: ' ' })).toEqual({
      name: "Le nom de l'espace est requis",
    });
    expect(errorsOf(updateSpaceSchema, {})).toEqual({ name: "Le nom de l'espace est requis" });
    expect(errorsOf(updateSpaceSchema, { timezone: 'Nulle/Part' })).toEqual({
      timezone: 'Fuseau horaire inconnu',
    });
    expect(parsed(updateSpaceSchema, { timezone: 'Europe/Brussels' })).toEqual({
      timezone: 'Europe/Brussels',
    });
    expect(parsed(updateSpaceSchema, { name: ' Les Martin ' })).toEqual({ name: 'Les Martin' });
    expect(errorsOf(updateSpaceSchema, { name: 'x'.repeat(101) })).toEqual({
      name: "Le nom de l'espace ne doit pas dépasser 100 caractères",
    });
  });

  it('says the toasts as the product does', () => {
    expect(SPACE_MESSAGES).toMatchObject({
      adminOnly: "Seul un administrateur de l'espace peut effectuer cette action",
      renamed: 'Espace renommé avec succès',
      timeZoneChanged: 'Fuseau horaire modifié',
      deleted: 'Espace supprimé avec succès',
      left: 'Espace quitté',
      createFailed: "Impossible de créer l'espace famille",
      loadFailed: 'Impossible de charger vos espaces famille',
      renameFailed: 'Erreur lors de la modification',
      deleteFailed: 'Erreur lors de la suppression',
      leaveFailed: "Erreur lors de la sortie de l'espace",
    });
  });
});

describe('profiles', () => {
  it('requires a first name of 1 to 100 characters and a role; the avatar is optional', () => {
    expect(errorsOf(createProfileSchema, {})).toEqual({
      name: 'Le prénom est requis',
      role: 'Veuillez choisir un rôle',
    });
    expect(errorsOf(createProfileSchema, { name: 'x'.repeat(101), role: 'enfant' })).toEqual({
      name: 'Le prénom ne doit pas dépasser 100 caractères',
    });
    expect(errorsOf(createProfileSchema, { name: 'Léa', role: 'cousine' })).toEqual({
      role: 'Veuillez choisir un rôle',
    });
    expect(parsed(createProfileSchema, { name: ' Léa ', role: 'enfant' })).toEqual({
      name: 'Léa',
      role: 'enfant',
    });
    for (const emoji of ['', ' ', 'x'.repeat(17), 5]) {
      expect(errorsOf(createProfileSchema, { name: 'Léa', role: 'enfant', emoji })).toEqual({
        emoji: 'Veuillez choisir un avatar',
      });
    }
    expect(parsed(updateProfileSchema, { emoji: ' 👧 ' })).toEqual({ emoji: '👧' });
    expect(parsed(updateProfileSchema, {})).toEqual({});
  });

  it('says the screens and toasts as the product does', () => {
    expect(PROFILE_MESSAGES).toMatchObject({
      notFound: "Ce profil n'existe pas ou n'appartient pas à cet espace",
      added: 'Profil ajouté',
      updated: 'Profil modifié',
      deleted: 'Profil supprimé',
      addFailed: "Erreur lors de l'ajout du profil",
      updateFailed: 'Erreur lors de la modification du profil',
      deleteFailed: 'Erreur lors de la suppression du profil',
      loadFailed: 'Impossible de charger les profils de la famille',
      empty: 'Aucun profil trouvé. Ajoutez des membres à votre famille.',
      loading: 'Chargement des profils...',
      noLongerAccessibleTitle: 'Accès refusé',
      noLongerAccessible: "Ce profil n'est plus accessible",
    });
  });
});

describe('invitations', () => {
  it('reads a code trimmed and upper-cased: exactly 8 letters or digits', () => {
    const names = { firstName: 'Zoé', lastName: 'Roux' };
    expect(parsed(joinSpaceSchema, { code: ' ab12cd34 ', ...names }).code).toBe('AB12CD34');
    expect(errorsOf(joinSpaceSchema, { code: '', ...names })).toEqual({
      code: "Veuillez saisir un code d'invitation",
    });
    expect(errorsOf(joinSpaceSchema, names)).toEqual({
      code: "Veuillez saisir un code d'invitation",
    });
    expect(errorsOf(joinSpaceSchema, { code: 'AB12CD3', ...names })).toEqual({
      code: "Le code d'invitation doit contenir 8 caractères",
    });
    expect(errorsOf(joinSpaceSchema, { code: 'AB12CD345', ...names })).toEqual({
      code: "Le code d'invitation doit contenir 8 caractères",
    });
    expect(errorsOf(joinSpaceSchema, { code: 'AB12-D34', ...names })).toEqual({
      code: "Le code d'invitation doit contenir uniquement des lettres majuscules et des chiffres",
    });
    expect(errorsOf(joinSpaceSchema, { code: 'AB12CD34' })).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
    });
    expect(parsed(joinSpaceRequestSchema, { code: 'ab12cd34' })).toEqual({ code: 'AB12CD34' });
  });

  it("saves an invitation with the generated code and the invitee's names", () => {
    const names = { invitedFirstName: 'Zoé', invitedLastName: 'Roux' };
    expect(parsed(saveInvitationSchema, { code: ' ab12cd34 ', ...names }).code).toBe('AB12CD34');
    for (const code of [undefined, '', 'AB12CD3', 'AB12CD345', 'AB12CD3!', 'xAB12CD34']) {
      expect(errorsOf(saveInvitationSchema, { code, ...names }), String(code)).toEqual({
        code: "Veuillez d'abord générer un code d'invitation",
      });
    }
    const required = 'Veuillez saisir le prénom et le nom de la personne';
    expect(errorsOf(saveInvitationSchema, { code: 'AB12CD34' })).toEqual({
      invitedFirstName: required,
      invitedLastName: required,
    });
    expect(
      errorsOf(saveInvitationSchema, {
        code: 'AB12CD34',
        invitedFirstName: ' ',
        invitedLastName: 'x'.repeat(101),
      }),
    ).toEqual({ invitedFirstName: required, invitedLastName: required });
    expect(
      parsed(saveInvitationSchema, {
        code: 'AB12CD34',
        invitedFirstName: ' Zoé ',
        invitedLastName: 'x'.repeat(100),
      }).invitedFirstName,
    ).toBe('Zoé');
  });

  it('compares names without accents, case or extra spaces', () => {
    expect(normalizeName('  Zoé   Marie ')).toBe('zoe marie');
    expect(normalizeName('ÉLODIE')).toBe('elodie');
    expect(sameName('Zoé', 'ZOE')).toBe(true);
    expect(sameName('Jean  Pierre', 'jean pierre')).toBe(true);
    expect(sameName('Zoé', 'Zoë')).toBe(true);
    expect(sameName('Zoé', 'Chloé')).toBe(false);
  });

  it('says the joining and inviting texts as the product does', () => {
    expect(INVITATION_MESSAGES).toMatchObject({
      codeGenerated: "Code d'invitation généré",
      generateFailed: 'Erreur lors de la génération du code',
      createFailed: "Erreur lors de la création de l'invitation",
      namesRequired: 'Veuillez saisir votre prénom et nom',
      invalidCode: "Code d'invitation invalide ou expiré",
      namesMismatch: "Le prénom ou le nom ne correspond pas à l'invitation",
      alreadyMember: 'Vous êtes déjà membre de cet espace',
      joined: 'Espace famille rejoint avec succès !',
      joinedTitle: 'Espace rejoint',
      joinedDescription: 'Vous avez rejoint le nouvel espace famille avec succès !',
      joinFailed: "Impossible de rejoindre l'espace",
    });
  });
});

describe('notifications', () => {
  it('takes an optional profile id, lower-cased, and marks read by default', () => {
    expect(parsed(notificationQuerySchema, {})).toEqual({});
    expect(parsed(notificationQuerySchema, { profileId: ID.toUpperCase() })).toEqual({
      profileId: ID,
    });
    expect(errorsOf(notificationQuerySchema, { profileId: 'Léa' })).toEqual({
      profileId: 'Profil invalide',
    });
    expect(errorsOf(notificationQuerySchema, { profileId: 4 })).toEqual({
      profileId: 'Profil invalide',
    });
    expect(parsed(notificationUpdateSchema, {})).toEqual({ read: true });
    expect(parsed(notificationUpdateSchema, { read: false })).toEqual({ read: false });
    expect(errorsOf(notificationUpdateSchema, { read: 'oui' })).toEqual({
      read: 'Valeur invalide pour « lu »',
    });
  });

  it('counts "1 nouvelle", "2 nouvelles", and says the toasts as the product does', () => {
    expect(unreadLabel(0)).toBe('0 nouvelle');
    expect(unreadLabel(1)).toBe('1 nouvelle');
    expect(unreadLabel(2)).toBe('2 nouvelles');
    expect(NOTIFICATION_MESSAGES).toEqual({
      profileInvalid: 'Profil invalide',
      readInvalid: 'Valeur invalide pour « lu »',
      notFound: 'Notification introuvable',
      markedRead: 'Notification marquée comme lue',
      markedUnread: 'Notification marquée comme non lue',
      allRead: 'Toutes les notifications ont été marquées comme lues',
      deleted: 'Notification supprimée',
      markReadFailed: 'Impossible de marquer comme lu',
      deleteFailed: 'Impossible de supprimer',
    });
  });
});
