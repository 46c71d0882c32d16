import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import type { Connection, PublicKey } from '@solana/web3.js';
import { useCallback, useEffect, useState } from 'react';

export interface Balance {
  /** lamports, or null while unknown */
  lamports: number | null;
  error: boolean;
  refresh: () => void;
}

/** One answer of the RPC, with the request it answers (a newer request makes it stale). */
interface Reading {
  connection: Connection;
  publicKey: PublicKey;
  version: number;
  lamports: number | null;
  error: boolean;
}

/** The connected wallet's balance at confirmed commitment; `refresh` after a payment. */
export function useBalance(): Balance {
  const { connection } = useConnection();
  const { publicKey } = useWallet();
  const [reading, setReading] = useState<Reading | null>(null);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!publicKey) return;
    let cancelled = false;
    const answer = (lamports: number | null, error: boolean) => {
      if (!cancelled) setReading({ connection, publicKey, version, lamports, error });
    };
    connection.getBalance(publicKey, 'confirmed').then(
      (value) => answer(value, false),
      () => answer(null, true),
    );
    return () => {
      cancelled = true;
    };
  }, [connection, publicKey, version]);

  // unknown (not the last wallet's figure) until the current request answers
  const current =
    reading && reading.connection === connection && reading.publicKey === publicKey && reading.version === version
      ? reading
      : null;
  return { lamports: current?.lamports ?? null, error: current?.error ?? false, refresh };
}
