import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  deName,
  formatFrench,
  frenchDayPattern,
  leadTimeWords,
  mapsHref,
  profileOf,
  splitActionable,
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
  it('writes « 1er » for the first of the month only', () => {
    expect(formatFrench(new Date(2026, 11, 1), 'EEEE d MMMM')).toBe('mardi 1er décembre');
    expect(formatFrench(new Date(2026, 11, 2), 'EEEE d MMMM')).toBe('mercredi 2 décembre');
    expect(formatFrench(new Date(2026, 10, 1), 'd MMM yyyy')).toBe('1er nov. 2026');
  });

  it('writes every pattern the app uses as date-fns does in French, every day of four years', () => {
    const patterns = [
      'EEEE d MMMM',
      'EEEE d MMMM yyyy',
      'd MMMM yyyy',
      'd MMM yyyy',
      'd MMMM',
      'EEEE d',
      'EEEE',
      'EEE',
      'MMMM',
      'MMMM yyyy',
      'd',
      'yyyy-MM-dd',
      "EEEE d MMMM 'à' HH:mm",
    ];
    for (let day = 0; day < 4 * 366; day++) {
      const date = new Date(2026, 0, 1 + day, day % 24, (day * 7) % 60);
      for (const pattern of patterns) {
        const dateFns = format(date, frenchDayPattern(pattern, date.getDate()), { locale: fr });
        expect(formatFrench(date, pattern), `${pattern} on ${date.toDateString()}`).toBe(dateFns);
      }
    }
  });

  it('writes the time of day and quoted text', () => {
    expect(formatFrench(new Date(2026, 2, 1, 7, 5), "EEEE d MMMM 'à' HH:mm")).toBe(
      'dimanche 1er mars à 07:05',
    );
    expect(formatFrench(new Date(2026, 2, 9), 'dd/MM/yyyy')).toBe('09/03/2026');
  });

  it('leaves two-digit days and quoted text alone', () => {
    expect(frenchDayPattern("dd/MM/yyyy 'à' HH:mm", 1)).toBe("dd/MM/yyyy 'à' HH:mm");
    expect(frenchDayPattern("'le' d", 1)).toBe("'le' d'er'");
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
