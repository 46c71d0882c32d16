import { Keypair } from '@solana/web3.js';

import { verifySignature } from '../../infra/solana/keys';
import { formatSignInMessage, parseSignInMessage, type SignInMessage } from './sign-in-message';

const fields: SignInMessage = {
  domain: 'app.example.com',
  address: Keypair.generate().publicKey.toBase58(),
  statement: 'Link this wallet to the account mia.',
  uri: 'https://app.example.com',
  version: '1',
  chainId: 'devnet',
  nonce: 'ab'.repeat(16),
  issuedAt: '2027-01-01T00:00:00.000Z',
  expirationTime: '2027-01-01T00:05:00.000Z',
};

describe('the sign-in message', () => {
  it('reads back what it wrote', () => {
    const text = formatSignInMessage(fields);
    expect(text.split('\n')[0]).toBe('app.example.com wants you to sign in with your Solana account:');
    expect(parseSignInMessage(text)).toEqual(fields);
  });

  it('reads nothing from a text laid out otherwise', () => {
    const text = formatSignInMessage(fields);
    expect(parseSignInMessage('hello')).toBeNull();
    expect(parseSignInMessage(text.replace('Nonce: ', 'Nonce:'))).toBeNull();
    expect(parseSignInMessage(`${text}\nExtra: 1`)).toBeNull();
    expect(parseSignInMessage(text.replace('\n\n', '\n'))).toBeNull();
    expect(parseSignInMessage(text + ' '.repeat(2000))).toBeNull();
  });
});

describe('verifySignature', () => {
  it("accepts the address's signature of the message and nothing else", async () => {
    const { createPrivateKey, sign } = await import('node:crypto');
    const wallet = Keypair.generate();
    const key = createPrivateKey({
      key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), wallet.secretKey.subarray(0, 32)]),
      format: 'der',
      type: 'pkcs8',
    });
    const message = Buffer.from('hello');
    const signature = sign(null, message, key);
    const address = wallet.publicKey.toBase58();
    expect(verifySignature(address, message, signature)).toBe(true);
    expect(verifySignature(address, Buffer.from('hellO'), signature)).toBe(false);
    expect(verifySignature(Keypair.generate().publicKey.toBase58(), message, signature)).toBe(false);
    expect(verifySignature(address, message, signature.subarray(1))).toBe(false);
    expect(verifySignature('not an address', message, signature)).toBe(false);
  });
});
