import { Keypair, PublicKey } from '@solana/web3.js';

import { addressOfSecretKey, base58, fromBase58, isPublicKey, newSecretKey, randomReference } from './keys';

/** keys.ts stands in for web3.js at boot (which loads only with the first payment): it must agree with it. */
describe('Solana keys without web3.js', () => {
  it('writes and reads base58 as web3.js does, leading zero bytes included', () => {
    for (const bytes of [new Uint8Array(32), Uint8Array.from([0, 0, 1, ...new Array<number>(29).fill(255)])]) {
      const address = new PublicKey(bytes).toBase58();
      expect(base58(bytes)).toBe(address);
      expect(fromBase58(address)).toEqual(bytes);
    }
    for (let i = 0; i < 50; i++) {
      const key = Keypair.generate().publicKey;
      expect(base58(key.toBytes())).toBe(key.toBase58());
    }
  });

  it('accepts exactly the addresses PublicKey accepts in canonical form', () => {
    const valid = Keypair.generate().publicKey.toBase58();
    const cases = [
      valid,
      '11111111111111111111111111111111',
      valid.slice(1),
      `${valid}1`,
      `1${valid}`,
      'O0Il',
      '',
      'abc',
      `${valid}!`,
    ];
    for (const text of cases) {
      let web3: boolean;
      try {
        web3 = new PublicKey(text).toBase58() === text;
      } catch {
        web3 = false;
      }
      expect({ text, ok: isPublicKey(text) }).toEqual({ text, ok: web3 });
    }
  });

  it('makes keypairs web3.js reads back, and refuses one whose halves do not match', () => {
    const secret = newSecretKey();
    expect(addressOfSecretKey(secret)).toBe(Keypair.fromSecretKey(secret).publicKey.toBase58());
    const known = Keypair.generate();
    expect(addressOfSecretKey(known.secretKey)).toBe(known.publicKey.toBase58());
    const broken = Uint8Array.from(known.secretKey);
    broken[40] ^= 1;
    expect(addressOfSecretKey(broken)).toBeNull();
    expect(addressOfSecretKey(secret.subarray(0, 32))).toBeNull();
  });

  it('gives a fresh 32-byte reference each time', () => {
    const a = randomReference();
    expect(isPublicKey(a)).toBe(true);
    expect(randomReference()).not.toBe(a);
  });
});
