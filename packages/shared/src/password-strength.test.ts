import { describe, expect, it } from 'vitest';
import { estimatePassword, MIN_PASSWORD_SCORE } from './password-strength.ts';

/** Passwords built as people in Kenya build them: a name, a place, a club, a Sheng word, a leader, dressed with a year or a symbol. */
const KENYAN_GUESSES = [
  'Kipchoge2024',
  'GorMahia1',
  'Wanjiru@123',
  'Niaje2025!',
  'Kanairo2025!',
  'Raila2022',
  'Ruto2027!',
  'Uhuru1963',
  'Harambee2024',
  'Upendo123!',
  'Baraka2023',
  'Kibera2020',
  'Mathare@1',
  'Eastleigh1',
  'Arsenal2024',
  'Chelsea123!',
  'Matatu2025',
  'Bodaboda1',
  'Kamau1990',
  'Otieno2000',
  'Achieng123',
  'Mwangi@2024',
  'Tusker2025',
  'Leopards1',
  'Simba2024!',
  'Amani2023',
  'Imani@123',
  'Neema2025',
  'Mungu2024',
  'Yesu1234!',
  'Kisumu2024',
  'Nakuru1990',
  'Eldoret2022',
  'Kiambu2025',
  'Rongai2024',
  'Kilimani1',
  'Westlands1',
  'Sasa2025!',
  'Poa12345',
  'Msee2024',
];
/** From the top of the breached-password lists, as sign-up forms meet them. */
const COMMON = ['Password1!', 'Qwerty123!', 'Welcome1', 'Abc12345!', 'Iloveyou2', 'Football1!', 'Monkey123', 'Dragon2024', 'Letmein1', 'Trustno1!'];

describe('the password estimate the server and the meter share (issue 57)', () => {
  it('refuses every password of the Kenyan and the common lists', () => {
    const accepted = [...KENYAN_GUESSES, ...COMMON].filter((p) => estimatePassword(p).acceptable);
    expect(accepted).toEqual([]);
  });

  it('takes passphrases of a few words, and scores them Good or Strong', () => {
    for (const p of ['Jua-La-Asubuhi-2027!', 'Rift-Valley-25!', 'correct horse battery staple', 'Savannah-Sunrise-7', 'mvua ya jioni inanyesha polepole']) {
      const estimate = estimatePassword(p);
      expect(estimate.acceptable, p).toBe(true);
      expect(['Good', 'Strong']).toContain(estimate.label);
    }
  });

  it('counts the person’s own name and address as guessable', () => {
    const about = ['Zawadi Cherono', 'zawadi.cherono@example.co.ke'];
    for (const p of ['Cherono2024!', 'ZawadiCherono', 'cherono1990']) {
      expect(estimatePassword(p).acceptable, p).toBe(true);
      expect(estimatePassword(p, about).acceptable, p).toBe(false);
    }
  });

  it('labels scores as the specification does: 0 and 1 Weak, 2 Fair, 3 Good, 4 Strong', () => {
    expect(estimatePassword('abc')).toMatchObject({ score: 0, label: 'Weak', acceptable: false });
    expect(MIN_PASSWORD_SCORE).toBe(3);
  });
});
