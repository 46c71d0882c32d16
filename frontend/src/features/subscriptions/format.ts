const LAMPORTS_PER_SOL = 1_000_000_000;

/** A balance, with 3 decimals (spec section 9): 1899995000 → "1.900". */
export function formatBalance(lamports: number): string {
  return (lamports / LAMPORTS_PER_SOL).toFixed(3);
}

/** An amount as short as it can be: 100000000 → "0.1". */
export function formatSol(lamports: number): string {
  return String(lamports / LAMPORTS_PER_SOL);
}

/** "June 10, 2027" */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "10:35 AM" */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** The wallet button's form of an address: "AbCd..wXyZ". */
export function shortAddress(address: string): string {
  return `${address.slice(0, 4)}..${address.slice(-4)}`;
}
