/** Wallets that speak Wallet Standard on Solana, with their download pages. */
export const WALLET_DOWNLOADS = [
  { name: 'Phantom', url: 'https://phantom.com/download' },
  { name: 'Solflare', url: 'https://solflare.com/download' },
  { name: 'Backpack', url: 'https://backpack.app/downloads' },
] as const;

/**
 * What the wallet button becomes when this browser has no Solana wallet: where to get one, and the
 * other way to pay (the QR code, which needs no browser wallet).
 */
export function InstallWallet() {
  return (
    <div className="flex w-full flex-col gap-2 text-sm" role="group" aria-labelledby="install-wallet-title">
      <p id="install-wallet-title" className="text-muted">
        No Solana wallet found in this browser. Install one, then reload this page:
      </p>
      <ul className="flex flex-wrap gap-2">
        {WALLET_DOWNLOADS.map((wallet) => (
          <li key={wallet.name}>
            <a
              href={wallet.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center rounded-full border border-line px-4 py-2 font-medium text-ink hover:border-rose-soft hover:text-rose-soft"
            >
              Get {wallet.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-muted">
        Or{' '}
        <a href="#phone-title" className="link">
          pay with the QR code
        </a>{' '}
        from a wallet app on your phone.
      </p>
    </div>
  );
}
