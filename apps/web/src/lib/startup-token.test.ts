import { describe, expect, it } from 'vitest';
import { orgIdFromToken, tokenFromHash } from './startup-token';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const TOKEN = `${b64url({ alg: 'HS256' })}.${b64url({ sub: '4', org: 275, tv: 0 })}.c2lnbmF0dXJl`;

describe('tokenFromHash (spec 1 §4 start-up)', () => {
  it.each([`#${TOKEN}`, `#accessToken=${TOKEN}`, `#access_token=${TOKEN}&x=1`, `#token=${TOKEN}`])(
    'finds the token in %s',
    (hash) => {
      expect(tokenFromHash(hash)).toBe(TOKEN);
    },
  );

  it.each(['', '#', '#section-2', '#accessToken=', '#accessToken=not a token', '#a.b'])(
    'finds none in %j',
    (hash) => {
      expect(tokenFromHash(hash)).toBeNull();
    },
  );
});

describe('orgIdFromToken (A-006)', () => {
  it('reads the organisation claim', () => {
    expect(orgIdFromToken(TOKEN)).toBe(275);
  });

  it('gives null for anything it cannot read', () => {
    expect(orgIdFromToken(null)).toBeNull();
    expect(orgIdFromToken('a.b.c')).toBeNull();
    expect(orgIdFromToken(`x.${b64url({ org: 'one' })}.y`)).toBeNull();
  });
});
