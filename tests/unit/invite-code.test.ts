import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawInviteCode,
  INVITE_CODE_ALPHABET,
  inviteCodeSchema,
} from '../../domain/invitations.ts';

const csprng = (bytes: Uint8Array) => {
  randomFillSync(bytes);
};

describe('invitation codes drawn for a new invitation', () => {
  it('are 8 upper-case letters and digits, never 0, O, 1, I or L', () => {
    const codes = Array.from({ length: 3000 }, () => drawInviteCode(csprng));
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(code).not.toMatch(/[0O1IL]/);
      // Still a code the join form accepts.
      expect(inviteCodeSchema.parse(code)).toBe(code);
    }
    // Every one of the 31 symbols is drawn.
    expect(new Set(codes.join(''))).toEqual(new Set(INVITE_CODE_ALPHABET));
    expect(INVITE_CODE_ALPHABET).toHaveLength(31);
  });

  it('draw again the bytes beyond the last whole multiple of 31, so no symbol is favoured', () => {
    // 248 = 8 × 31: bytes 248–255 are refused, then 0 is the alphabet's first symbol and 30 its last.
    const feeds = [
      [255, 248, 0, 30, 31, 61, 62, 247, 1, 2, 3, 4, 5, 6, 7, 8],
      Array.from({ length: 16 }, () => 0),
    ];
    let call = 0;
    const scripted = (bytes: Uint8Array) => {
      bytes.set(feeds[Math.min(call++, feeds.length - 1)] ?? []);
    };
    const alphabet = INVITE_CODE_ALPHABET;
    expect(drawInviteCode(scripted)).toBe(
      [0, 30, 0, 30, 0, 247 % 31, 1, 2].map((index) => alphabet[index]).join(''),
    );
  });
});
