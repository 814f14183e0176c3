import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from './tokens';

const claims = { userId: 7, sessionId: 's-1', customerId: 3, impersonatorId: null };
const oldSecret = 'o'.repeat(40);
const newSecret = 'n'.repeat(40);

describe('access tokens across a secret rotation', () => {
  it('are signed under a key id that names the secret without revealing it', async () => {
    const token = await new TokenSigner(newSecret).signAccess(claims);
    const { kid } = decodeProtectedHeader(token);
    expect(kid).toMatch(/^[\w-]{12}$/);
    expect(kid).not.toContain('nnnn');
    expect(decodeProtectedHeader(await new TokenSigner(newSecret).signAccess(claims)).kid).toBe(kid);
  });

  it('keep verifying with the previous secret until they expire, and stop once it is dropped', async () => {
    const before = await new TokenSigner(oldSecret).signAccess(claims);
    await expect(new TokenSigner(newSecret, oldSecret).verifyAccess(before)).resolves.toEqual(claims);
    await expect(new TokenSigner(newSecret).verifyAccess(before)).rejects.toThrow('The token is invalid');
    const later = new Date(Date.now() + 16 * 60_000);
    await expect(new TokenSigner(newSecret, oldSecret).verifyAccess(before, later)).rejects.toThrow(
      'The token has expired',
    );
  });

  it('refuse a token signed with a secret they do not know', async () => {
    const forged = await new TokenSigner('f'.repeat(40)).signAccess(claims);
    await expect(new TokenSigner(newSecret, oldSecret).verifyAccess(forged)).rejects.toThrow(
      'The token is invalid',
    );
  });
});

describe('a token verified once', () => {
  it('is answered again without a new check, until it expires, and a changed signature is not', async () => {
    const signer = new TokenSigner(newSecret);
    const token = await signer.signAccess(claims);
    await expect(signer.verifyAccess(token)).resolves.toEqual(claims);
    await expect(signer.verifyAccess(token)).resolves.toEqual(claims);
    const [head, body, signature] = token.split('.');
    const tampered = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(signer.verifyAccess(tampered)).rejects.toThrow('The token is invalid');
    const later = new Date(Date.now() + 16 * 60_000);
    await expect(signer.verifyAccess(token, later)).rejects.toThrow('The token has expired');
  });
});
