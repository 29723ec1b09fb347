/**
 * The evening digest by the Cron Trigger: at the chosen minute in the family's zone, tomorrow's
 * events in the planning's order, in the bell and the dev mailbox, exactly once per person and day
 * (two ticks at once, 23:59 and midnight, both DST changes in Europe/Paris and America/Miquelon);
 * nothing when tomorrow is empty or the digest is turned off.
 */
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  devMail,
  notificationPreferences,
  notifications,
  taskPeople,
  users,
} from '../../db/schema.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../domain/notification-preferences.ts';
import { isoWeekday } from '../../domain/zoned-time.ts';
import type { Digested } from '../../worker/notifications/digest.ts';
import { sendDigests } from '../../worker/notifications/digest-send.ts';
import { preferenceColumns } from '../../worker/notifications/preferences.ts';
import { addTask, type CronFamily, cronFamily, db, tick } from './cron-support.ts';
import { ORIGIN, request } from './support.ts';

/** The member's preferences as the PUT route stores them at `savedAt`. */
async function setDigest(
  family: CronFamily,
  savedAt: string,
  changes: Partial<NotificationPreferences> = {},
  userId = family.userIds[0] as string,
) {
  const p: NotificationPreferences = {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    emailDigest: true,
    ...changes,
  };
  await db.insert(notificationPreferences).values({
    spaceId: family.spaceId,
    userId,
    ...preferenceColumns(p, family.timezone, new Date(savedAt)),
  });
}

async function nextDigest(family: CronFamily, userId = family.userIds[0] as string) {
  const row = await db
    .select({ at: notificationPreferences.nextDigestAt })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.spaceId, family.spaceId),
        eq(notificationPreferences.userId, userId),
      ),
    )
    .get();
  return row?.at ?? null;
}

function digestsOf(family: CronFamily) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.spaceId, family.spaceId), eq(notifications.type, 'digest')));
}

/** An event without reminder on `date`. */
function event(family: CronFamily, date: string, time: string | null, name: string) {
  return addTask(family, { date, time, name, hasNotification: false }, new Date('2029-01-01'));
}

/** A tick at `at`, then its digests sent as worker/index.ts does. */
async function tickAndSend(at: string): Promise<Digested[]> {
  const { digests } = await tick(at);
  await sendDigests(env, digests, new Date(at));
  return digests;
}

async function mailTo(email: string) {
  return db.select().from(devMail).where(eq(devMail.to, email));
}

async function emailOf(family: CronFamily, index = 0) {
  const row = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, family.userIds[index] as string))
    .get();
  return row?.email as string;
}

describe('the evening digest', () => {
  it('at 19:00 in Paris: tomorrow in the order of the planning, in the bell and by email, once', async () => {
    const family = await cronFamily('Europe/Paris');
    // Thursday 10 January 2030; tomorrow is Friday 11.
    await setDigest(family, '2030-01-10T08:00:00.000Z');
    expect(await nextDigest(family)).toBe('2030-01-10T18:00:00.000Z');
    await event(family, '2030-01-11', '17:30', 'Pédiatre');
    // A weekly series: expanded as the planning expands it.
    await addTask(
      family,
      {
        date: '2029-09-07',
        time: '14:00',
        name: 'Judo',
        recurrence: 'weekly',
        recurrenceDays: [isoWeekday('2030-01-11')],
        hasNotification: false,
      },
      new Date('2029-01-01'),
    );
    await event(family, '2030-01-12', '09:00', 'Marché');

    expect(await tickAndSend('2030-01-10T17:59:00.000Z')).toEqual([]);
    const sent = await tickAndSend('2030-01-10T18:00:00.000Z');
    expect(sent).toHaveLength(1);
    expect(await tickAndSend('2030-01-10T18:01:00.000Z')).toEqual([]);

    const bell = await digestsOf(family);
    expect(bell.map((n) => [n.title, n.dedupeKey])).toEqual([
      ['Demain : Judo 14:00, Pédiatre 17:30', `digest:${family.spaceId}:2030-01-11`],
    ]);
    const mail = await mailTo(await emailOf(family));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Demain, vendredi 11 janvier – Foyer');
    expect(mail[0]?.text).toContain('- 14:00 : Judo (Camille)\n- 17:30 : Pédiatre (Camille)');
    expect(mail[0]?.text).not.toContain('Marché');
    expect(mail[0]?.text).toMatch(/\/api\/digest\/unsubscribe\?token=/);
    // Then tomorrow's at the same wall-clock time.
    expect(await nextDigest(family)).toBe('2030-01-11T18:00:00.000Z');
  });

  it('names every responsible adult of an event in the email', async () => {
    const family = await cronFamily('Europe/Paris');
    await setDigest(family, '2030-01-10T08:00:00.000Z');
    const { id } = await event(family, '2030-01-11', '17:30', 'Pédiatre');
    await db
      .insert(taskPeople)
      .values({ taskId: id, profileId: family.profiles.thomas, role: 'responsible' });
    await tickAndSend('2030-01-10T18:00:00.000Z');
    const mail = await mailTo(await emailOf(family));
    // Both parents were made in one insert: the space's order between them is the ids'.
    expect(mail[0]?.text).toMatch(/- 17:30 : Pédiatre \((Camille, Thomas|Thomas, Camille)\)\n/);
  });

  it('is stored and sent once when two ticks run at once', async () => {
    const family = await cronFamily('Europe/Paris');
    await setDigest(family, '2030-01-10T08:00:00.000Z');
    await event(family, '2030-01-11', '08:30', 'Dentiste');
    const at = '2030-01-10T18:00:00.000Z';
    const [a, b] = await Promise.all([tick(at), tick(at)]);
    expect(a.digests.length + b.digests.length).toBe(1);
    expect(await digestsOf(family)).toHaveLength(1);
  });

  it('« Mes événements » lists only that profile’s events', async () => {
    const family = await cronFamily('Europe/Paris');
    await setDigest(family, '2030-01-10T08:00:00.000Z', {
      digestScope: 'mine',
      profileId: family.profiles.camille,
    });
    await event(family, '2030-01-11', '17:30', 'Pédiatre');
    await addTask(
      family,
      {
        date: '2030-01-11',
        time: '10:00',
        name: 'Réunion',
        hasNotification: false,
      },
      new Date('2029-01-01'),
      { responsibles: [family.profiles.thomas] },
    );
    await tick('2030-01-10T18:00:00.000Z');
    expect((await digestsOf(family)).map((n) => n.title)).toEqual(['Demain : Pédiatre 17:30']);
  });

  it('at 23:59, sent once about the next day, even when the 23:59 tick is missed', async () => {
    const family = await cronFamily('Europe/Paris');
    const other = await cronFamily('Europe/Paris');
    await setDigest(family, '2030-01-10T08:00:00.000Z', { digestTime: '23:59' });
    for (const f of [family, other]) {
      await event(f, '2030-01-11', '08:00', 'Piscine');
      await event(f, '2030-01-12', '08:00', 'Marché');
    }
    // `family` is reached at 23:59 (and ticks again at 00:00, 00:01).
    await tick('2030-01-10T22:58:00.000Z');
    const at2359 = await tick('2030-01-10T22:59:00.000Z');
    expect(at2359.digests.map((d) => d.spaceId)).toEqual([family.spaceId]);
    // `other`'s 23:59 digest exists only after that tick: its first tick is at midnight.
    await setDigest(other, '2030-01-10T08:00:00.000Z', { digestTime: '23:59' });
    expect(await nextDigest(other)).toBe('2030-01-10T22:59:00.000Z');
    await tick('2030-01-10T23:00:00.000Z');
    await tick('2030-01-10T23:01:00.000Z');
    for (const f of [family, other]) {
      expect((await digestsOf(f)).map((n) => [n.title, n.dedupeKey])).toEqual([
        ['Demain : Piscine 08:00', `digest:${f.spaceId}:2030-01-11`],
      ]);
      expect(await nextDigest(f)).toBe('2030-01-11T22:59:00.000Z');
    }
  });

  it('says nothing when tomorrow is empty and nothing changed, and moves to the next day', async () => {
    const family = await cronFamily('Europe/Paris');
    await setDigest(family, '2030-01-10T08:00:00.000Z');
    await event(family, '2030-01-10', '20:00', 'Ce soir');
    const result = await tick('2030-01-10T18:00:00.000Z');
    expect(result.digest).toEqual({ sent: 0, handled: 1, skipped: 1 });
    await sendDigests(env, result.digests, new Date('2030-01-10T18:00:00.000Z'));
    expect(await digestsOf(family)).toEqual([]);
    expect(await mailTo(await emailOf(family))).toEqual([]);
    expect(await nextDigest(family)).toBe('2030-01-11T18:00:00.000Z');
  });

  it('sums up the changes told since the previous digest, even when tomorrow is empty', async () => {
    const family = await cronFamily('Europe/Paris');
    const other = await cronFamily('Europe/Paris');
    const me = family.userIds[0] as string;
    await setDigest(family, '2030-01-09T08:00:00.000Z');
    const notice = (at: string, title: string, profileId = family.profiles.camille) =>
      db.insert(notifications).values({
        spaceId: family.spaceId,
        userId: me,
        profileId,
        type: 'changed',
        title,
        dedupeKey: `change:${title}:${profileId}`,
        createdAt: at,
      });
    // Before the previous evening's digest (18:00 UTC on the 9th): already summed up then.
    await notice('2030-01-09T17:00:00.000Z', 'Thomas a déplacé « Piscine » à 10:00, samedi');
    await notice('2030-01-10T09:00:00.000Z', 'Thomas a annulé « Judo » mardi 22 janvier');
    // The same sentence about a second profile: one line.
    await notice(
      '2030-01-10T09:00:00.000Z',
      'Thomas a annulé « Judo » mardi 22 janvier',
      family.profiles.lea,
    );
    await db.insert(notifications).values({
      spaceId: family.spaceId,
      userId: me,
      profileId: family.profiles.camille,
      type: 'assigned',
      title: 'Thomas vous a confié « Dentiste » (lundi 4 février, 09:00)',
      createdAt: '2030-01-10T12:00:00.000Z',
    });
    // Another space's notice to someone else is not this member's.
    await db.insert(notifications).values({
      spaceId: other.spaceId,
      userId: other.userIds[0] as string,
      type: 'changed',
      title: 'Ailleurs',
      createdAt: '2030-01-10T12:00:00.000Z',
    });
    // The previous evening: nothing tomorrow, but one change told that day.
    await tickAndSend('2030-01-09T18:00:00.000Z');
    const sent = await tickAndSend('2030-01-10T18:00:00.000Z');
    expect(sent.map((d) => d.changes)).toEqual([
      [
        'Thomas a annulé « Judo » mardi 22 janvier',
        'Thomas vous a confié « Dentiste » (lundi 4 février, 09:00)',
      ],
    ]);
    const bell = await digestsOf(family);
    expect(bell.map((n) => [n.title, n.description])).toEqual([
      ['1 changement aujourd’hui', 'Thomas a déplacé « Piscine » à 10:00, samedi'],
      [
        '2 changements aujourd’hui',
        'Thomas a annulé « Judo » mardi 22 janvier\nThomas vous a confié « Dentiste » (lundi 4 février, 09:00)',
      ],
    ]);
    const mail = await mailTo(await emailOf(family));
    expect(mail.map((m) => m.subject)).toEqual([
      'Changements du jour – Foyer',
      'Changements du jour – Foyer',
    ]);
    expect(mail[1]?.text).toContain(
      'Changé aujourd’hui dans « Famille Martin » :\n- Thomas a annulé « Judo » mardi 22 janvier\n- Thomas vous a confié',
    );
    expect(mail[1]?.text).not.toContain('Demain');
  });

  it('puts the changes after tomorrow’s events, and only those about my profile for « Mes événements »', async () => {
    const family = await cronFamily('Europe/Paris');
    const me = family.userIds[0] as string;
    await setDigest(family, '2030-01-10T08:00:00.000Z', {
      digestScope: 'mine',
      profileId: family.profiles.camille,
    });
    await event(family, '2030-01-11', '17:30', 'Pédiatre');
    for (const [profileId, title] of [
      [family.profiles.camille, 'Thomas a déplacé « Pédiatre » à 17:30, demain'],
      [family.profiles.thomas, 'Thomas a ajouté « Foot » pour Thomas (samedi, 10:00)'],
    ] as const) {
      await db.insert(notifications).values({
        spaceId: family.spaceId,
        userId: me,
        profileId,
        type: 'changed',
        title,
        createdAt: '2030-01-10T10:00:00.000Z',
      });
    }
    await tickAndSend('2030-01-10T18:00:00.000Z');
    expect((await digestsOf(family)).map((n) => n.title)).toEqual([
      'Demain : Pédiatre 17:30 · 1 changement aujourd’hui',
    ]);
    const [mail] = await mailTo(await emailOf(family));
    expect(mail?.subject).toBe('Demain, vendredi 11 janvier – Foyer');
    expect(mail?.text).toMatch(
      /- 17:30 : Pédiatre \(Camille\)\n\nChangé aujourd’hui dans « Famille Martin » :\n- Thomas a déplacé « Pédiatre »/,
    );
    expect(mail?.text).not.toContain('Foot');
  });

  it('sends nothing once turned off, and no email when only the device is chosen', async () => {
    const off = await cronFamily('Europe/Paris');
    const pushOnly = await cronFamily('Europe/Paris');
    // Stored while on, then turned off: the row keeps a stale instant the tick clears.
    await setDigest(off, '2030-01-10T08:00:00.000Z');
    await db
      .update(notificationPreferences)
      .set({ emailDigest: false, pushDigest: false })
      .where(eq(notificationPreferences.spaceId, off.spaceId));
    await setDigest(pushOnly, '2030-01-10T08:00:00.000Z', {
      emailDigest: false,
      push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push, digest: true },
    });
    for (const f of [off, pushOnly]) await event(f, '2030-01-11', '09:00', 'Piscine');

    const sent = await tickAndSend('2030-01-10T18:00:00.000Z');
    expect(await digestsOf(off)).toEqual([]);
    expect(await nextDigest(off)).toBeNull();
    expect(await mailTo(await emailOf(off))).toEqual([]);
    expect(sent.filter((d) => d.spaceId === pushOnly.spaceId)).toMatchObject([
      { push: true, emailed: false },
    ]);
    expect(await mailTo(await emailOf(pushOnly))).toEqual([]);
  });

  it('stops by the email’s link, without signing in, and says so in French; a forged link is refused', async () => {
    const family = await cronFamily('Europe/Paris');
    await setDigest(family, '2030-01-10T08:00:00.000Z');
    await event(family, '2030-01-11', '17:30', 'Pédiatre');
    await tickAndSend('2030-01-10T18:00:00.000Z');
    const [mail] = await mailTo(await emailOf(family));
    const link = /http:\/\/localhost:8787(\/api\/digest\/unsubscribe\?token=\S+)/.exec(
      mail?.text ?? '',
    )?.[1];
    if (!link) throw new Error('no unsubscribe link');

    const stored = () =>
      db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.spaceId, family.spaceId))
        .get();
    // Opening the link (a mail scanner does) only asks.
    const asked = await request(link);
    expect(asked.status).toBe(200);
    const form = await asked.text();
    expect(form).toContain(
      'Ne plus recevoir le résumé du soir par email pour « Famille Martin » ?',
    );
    expect(form).toContain('<form method="post"');
    expect(await stored()).toMatchObject({ emailDigest: true });

    const page = await request(link, { method: 'POST', headers: { origin: ORIGIN } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      'Vous ne recevrez plus le résumé du soir par email pour « Famille Martin ».',
    );
    expect(await stored()).toMatchObject({ emailDigest: false, nextDigestAt: null });

    const forged = await request(`${link.slice(0, -4)}AAAA`, {
      method: 'POST',
      headers: { origin: ORIGIN },
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(
      'Ce lien de désinscription n’est pas valide ou a expiré.',
    );
  });
});

describe('the digest email’s one-click unsubscribe (RFC 8058)', () => {
  async function digestMail() {
    const family = await cronFamily('Europe/Paris');
    await setDigest(family, '2030-01-10T08:00:00.000Z');
    await event(family, '2030-01-11', '17:30', 'Pédiatre');
    await tickAndSend('2030-01-10T18:00:00.000Z');
    const [mail] = await mailTo(await emailOf(family));
    if (!mail) throw new Error('no digest email');
    return { family, mail };
  }

  /** As a mail client sends it: form-encoded, no Origin, no cookie. */
  function oneClick(url: string) {
    return request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  }

  it('names the body’s link in List-Unsubscribe and offers the one-click POST', async () => {
    const { mail } = await digestMail();
    const link = /(http:\/\/localhost:8787\/api\/digest\/unsubscribe\?token=\S+)/.exec(
      mail.text,
    )?.[1];
    expect(link).toBeDefined();
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('unsubscribes on a POST without Origin nor cookie when the token is valid, in French otherwise', async () => {
    const { family, mail } = await digestMail();
    const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    if (!url) throw new Error('no List-Unsubscribe header');
    const stored = () =>
      db
        .select({ emailDigest: notificationPreferences.emailDigest })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.spaceId, family.spaceId))
        .get();

    const forged = await oneClick(`${url.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(
      'Ce lien de désinscription n’est pas valide ou a expiré.',
    );
    expect(await stored()).toEqual({ emailDigest: true });

    const done = await oneClick(url);
    expect(done.status).toBe(200);
    expect(await stored()).toEqual({ emailDigest: false });
    // A second click (clients retry) says the same.
    expect((await oneClick(url)).status).toBe(200);
  });

  it('refuses another body at that address, and keeps the Origin check on every other route', async () => {
    const { mail } = await digestMail();
    const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] as string;
    const other = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Later',
    });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('Cette demande de désinscription n’est pas reconnue.');
    const elsewhere = await request('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(elsewhere.status).toBe(403);
  });
});

/**
 * Ticks every 15 minutes over the night of a change (local 21:00 to 07:00) and checks one digest per
 * evening: a digest hour in the skipped spring hour fires an hour later on the clock, one in the
 * repeated autumn hour fires at its first passing only.
 */
async function acrossTheNight(
  timezone: string,
  digestTime: string,
  savedAt: string,
  from: string,
  to: string,
) {
  const family = await cronFamily(timezone);
  await setDigest(family, savedAt, { digestTime });
  const days = [];
  for (let t = Date.parse(savedAt); t <= Date.parse(to) + 3 * 86_400_000; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  for (const day of days) await event(family, day, '12:00', `Midi ${day}`);
  const sentAt: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 15 * 60_000) {
    const { digests } = await tick(new Date(t));
    if (digests.length > 0) sentAt.push(new Date(t).toISOString());
  }
  const keys = (await digestsOf(family)).map((n) => n.dedupeKey);
  return { sentAt, keys, family };
}

describe('the evening digest across DST changes', () => {
  it('Europe/Paris, spring: 02:30 does not exist on 31 March 2030, sent at 03:30 once', async () => {
    const { sentAt, keys, family } = await acrossTheNight(
      'Europe/Paris',
      '02:30',
      '2030-03-29T12:00:00.000Z',
      '2030-03-29T20:00:00.000Z',
      '2030-04-01T06:00:00.000Z',
    );
    // 30 March 02:30 CET, 31 March 03:30 CEST (01:30Z), 1 April 02:30 CEST.
    expect(sentAt).toEqual([
      '2030-03-30T01:30:00.000Z',
      '2030-03-31T01:30:00.000Z',
      '2030-04-01T00:30:00.000Z',
    ]);
    expect(keys).toEqual([
      `digest:${family.spaceId}:2030-03-31`,
      `digest:${family.spaceId}:2030-04-01`,
      `digest:${family.spaceId}:2030-04-02`,
    ]);
  });

  it('Europe/Paris, autumn: 02:30 happens twice on 27 October 2030, sent once', async () => {
    const { sentAt, keys, family } = await acrossTheNight(
      'Europe/Paris',
      '02:30',
      '2030-10-26T12:00:00.000Z',
      '2030-10-26T20:00:00.000Z',
      '2030-10-28T06:00:00.000Z',
    );
    // 27 October: the first 02:30 (CEST, 00:30Z) only; 28 October 02:30 CET (01:30Z).
    expect(sentAt).toEqual(['2030-10-27T00:30:00.000Z', '2030-10-28T01:30:00.000Z']);
    expect(keys).toEqual([
      `digest:${family.spaceId}:2030-10-28`,
      `digest:${family.spaceId}:2030-10-29`,
    ]);
  });

  // Spring and autumn are two tests: each night is some 200–300 ticks, too many for one timeout.
  it('America/Miquelon, spring (10 March 2030): 19:00 each evening', async () => {
    const spring = await acrossTheNight(
      'America/Miquelon',
      '19:00',
      '2030-03-08T12:00:00.000Z',
      '2030-03-08T20:00:00.000Z',
      '2030-03-11T23:00:00.000Z',
    );
    // 19:00 at UTC−3 before the change, UTC−2 after.
    expect(spring.sentAt).toEqual([
      '2030-03-08T22:00:00.000Z',
      '2030-03-09T22:00:00.000Z',
      '2030-03-10T21:00:00.000Z',
      '2030-03-11T21:00:00.000Z',
    ]);
  });

  it('America/Miquelon, autumn (3 November 2030): 01:30 happens twice, sent once', async () => {
    const autumn = await acrossTheNight(
      'America/Miquelon',
      '01:30',
      '2030-11-02T12:00:00.000Z',
      '2030-11-02T12:00:00.000Z',
      '2030-11-04T12:00:00.000Z',
    );
    // 01:30 happens twice on 3 November (UTC−2 then UTC−3): once, at the first.
    expect(autumn.sentAt).toEqual(['2030-11-03T03:30:00.000Z', '2030-11-04T04:30:00.000Z']);
    expect(autumn.keys).toEqual([
      `digest:${autumn.family.spaceId}:2030-11-04`,
      `digest:${autumn.family.spaceId}:2030-11-05`,
    ]);
  });
});
