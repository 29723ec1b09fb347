import { describe, expect, it } from 'vitest';
import {
  dayAndMonth,
  dayOfMonth,
  dayTitle,
  dayTitleAndTime,
  dayTitleWithYear,
  deName,
  exactDateTime,
  leadTimeWords,
  longDate,
  mapsHref,
  monthName,
  monthTitle,
  profileOf,
  shortDate,
  shortWeekday,
  splitActionable,
  weekdayAndDay,
  weekdayName,
} from '../../domain/french.ts';
import { cleanInviteCodeInput } from '../../domain/invitations.ts';

describe('French elision of names', () => {
  it('elides before a vowel, an accented vowel or a mute h', () => {
    expect(profileOf('Alice')).toBe("Le profil d'Alice");
    expect(deName('Émile')).toBe("d'Émile");
    expect(deName('Hélène')).toBe("d'Hélène");
    expect(deName('Yves')).toBe("d'Yves");
  });

  it('keeps « de » before a consonant or a consonant y', () => {
    expect(profileOf('Zoé')).toBe('Le profil de Zoé');
    expect(deName('Yann')).toBe('de Yann');
    expect(deName('  Louis ')).toBe('de Louis');
  });
});

describe('French dates', () => {
  const saturday = new Date(2026, 10, 21, 14, 5);
  const first = new Date(2026, 11, 1, 7, 5);

  it('writes each named date as French does', () => {
    expect(dayTitle(saturday)).toBe('samedi 21 novembre');
    expect(dayTitleWithYear(saturday)).toBe('samedi 21 novembre 2026');
    expect(weekdayAndDay(saturday)).toBe('samedi 21');
    expect(weekdayName(saturday)).toBe('samedi');
    expect(shortWeekday(saturday)).toBe('sam.');
    expect(dayOfMonth(saturday)).toBe('21');
    expect(dayAndMonth(saturday)).toBe('21 novembre');
    expect(longDate(saturday)).toBe('21 novembre 2026');
    expect(shortDate(new Date(2026, 1, 9))).toBe('9 févr. 2026');
    expect(monthName(saturday)).toBe('novembre');
    expect(monthTitle(saturday)).toBe('novembre 2026');
    expect(dayTitleAndTime(saturday)).toBe('samedi 21 novembre à 14:05');
    expect(exactDateTime(new Date(2026, 2, 9, 7, 5))).toBe('09/03/2026 à 07:05');
  });

  it('writes « 1er » for the first of the month only, never in a two-digit day', () => {
    expect(dayTitle(first)).toBe('mardi 1er décembre');
    expect(dayTitle(new Date(2026, 11, 2))).toBe('mercredi 2 décembre');
    expect(shortDate(new Date(2026, 10, 1))).toBe('1er nov. 2026');
    expect(dayOfMonth(first)).toBe('1er');
    expect(dayTitleAndTime(first)).toBe('mardi 1er décembre à 07:05');
    expect(exactDateTime(first)).toBe('01/12/2026 à 07:05');
  });

  it('reads a calendar day as that day, wherever the device is', () => {
    expect(dayTitle('2026-12-01')).toBe('mardi 1er décembre');
    expect(longDate('2026-01-31')).toBe('31 janvier 2026');
    expect(weekdayName('2026-03-29')).toBe('dimanche');
  });
});

describe('actionable pieces of a text', () => {
  it('finds links, emails and phone numbers, leaving the rest as text', () => {
    expect(
      splitActionable('Voir https://ecole.fr/menu. Appeler 06 12 34 56 78 ou ecrire a@b.fr'),
    ).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'url', text: 'https://ecole.fr/menu', href: 'https://ecole.fr/menu' },
      { kind: 'text', text: '. Appeler ' },
      { kind: 'phone', text: '06 12 34 56 78', href: 'tel:0612345678' },
      { kind: 'text', text: ' ou ecrire ' },
      { kind: 'email', text: 'a@b.fr', href: 'mailto:a@b.fr' },
    ]);
  });

  it('gives www. links a scheme and a place a maps search', () => {
    expect(splitActionable('www.mairie.fr')[0]).toMatchObject({ href: 'https://www.mairie.fr' });
    expect(splitActionable('+33 6 12 34 56 78')[0]).toMatchObject({ href: 'tel:+33612345678' });
    expect(mapsHref(' 3 rue des Écoles, Lyon ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=3%20rue%20des%20%C3%89coles%2C%20Lyon',
    );
  });
});

describe('invitation code field', () => {
  it('removes spaces, then upper-cases, then keeps 8 characters', () => {
    expect(cleanInviteCodeInput(' yudfh5vo')).toBe('YUDFH5VO');
    expect(cleanInviteCodeInput('ab12 cd34 ')).toBe('AB12CD34');
    expect(cleanInviteCodeInput('ab12cd34ef')).toBe('AB12CD34');
  });
});

describe('lead times in words', () => {
  it('says minutes and hours under a day', () => {
    expect(leadTimeWords(1)).toBe('dans 1 minute');
    expect(leadTimeWords(15, '17:30')).toBe('dans 15 minutes');
    expect(leadTimeWords(60, '17:30')).toBe('dans 1 heure');
    expect(leadTimeWords(120)).toBe('dans 2 heures');
    expect(leadTimeWords(90)).toBe('dans 1 h 30');
    expect(leadTimeWords(65)).toBe('dans 1 h 05');
  });

  it('says the day and the time from a day on', () => {
    expect(leadTimeWords(1440, '17:30')).toBe('demain à 17:30');
    expect(leadTimeWords(2880, '08:15')).toBe('après-demain à 08:15');
    expect(leadTimeWords(3 * 1440, '08:15')).toBe('dans 3 jours à 08:15');
    expect(leadTimeWords(1440)).toBe('demain');
  });
});
