/**
 * The Sign-In With Solana message a wallet signs to prove it holds an address (the text layout of
 * EIP-4361, as Solana wallets show it):
 *
 *   {domain} wants you to sign in with your Solana account:
 *   {address}
 *
 *   {statement}
 *
 *   URI: {uri}
 *   Version: 1
 *   Chain ID: {chainId}
 *   Nonce: {nonce}
 *   Issued At: {issuedAt}
 *   Expiration Time: {expirationTime}
 */
export interface SignInMessage {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  version: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
}

const HEADER = ' wants you to sign in with your Solana account:';
const FIELDS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
] as const;
/** A signed message longer than this is not one of ours and is not read. */
export const MAX_MESSAGE_LENGTH = 2000;

export function formatSignInMessage(m: SignInMessage): string {
  return [
    `${m.domain}${HEADER}`,
    m.address,
    '',
    m.statement,
    '',
    ...FIELDS.map(([key, label]) => `${label}: ${m[key]}`),
  ].join('\n');
}

/** The fields of a sign-in message, or null when the text is not laid out as one. */
export function parseSignInMessage(text: string): SignInMessage | null {
  if (text.length > MAX_MESSAGE_LENGTH) return null;
  const lines = text.split('\n');
  if (lines.length !== 5 + FIELDS.length || !lines[0].endsWith(HEADER)) return null;
  if (lines[2] !== '' || lines[4] !== '') return null;
  const domain = lines[0].slice(0, -HEADER.length);
  const fields: Partial<Record<(typeof FIELDS)[number][0], string>> = {};
  for (const [i, [key, label]] of FIELDS.entries()) {
    const line = lines[5 + i];
    if (!line.startsWith(`${label}: `)) return null;
    fields[key] = line.slice(label.length + 2);
  }
  if (!domain || !lines[1]) return null;
  return { domain, address: lines[1], statement: lines[3], ...(fields as Record<(typeof FIELDS)[number][0], string>) };
}
