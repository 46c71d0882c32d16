import { useConnection, useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useEffect, useState } from 'react';

export interface Balance {
  /** lamports, or null while unknown */
  lamports: number | null;
  error: boolean;
  refresh: () => void;
}

/** The connected wallet's balance at confirmed commitment; `refresh` after a payment. */
export function useBalance(): Balance {
  const { connection } = useConnection();
  const { publicKey } = useWallet();
  const [lamports, setLamports] = useState<number | null>(null);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    setLamports(null);
    setError(false);
    if (!publicKey) return;
    let cancelled = false;
    connection.getBalance(publicKey, 'confirmed').then(
      (value) => !cancelled && setLamports(value),
      () => !cancelled && setError(true),
    );
    return () => {
      cancelled = true;
    };
  }, [connection, publicKey, version]);

  return { lamports, error, refresh };
}
