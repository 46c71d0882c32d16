import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const imported = vi.fn();
// the real providers pull the Solana libraries; a marker stands in for them
vi.mock('./WalletProviders', () => {
  imported();
  return {
    WalletProviders: ({ children }: { children: ReactNode }) => <div data-testid="wallet-providers">{children}</div>,
  };
});

// the API's public settings (GET /api/config), as a running server answers them
vi.mock('../../app/publicConfig', () => ({
  loadPublicConfig: () => Promise.resolve({ solana: { cluster: 'localnet', rpcUrl: 'http://127.0.0.1:8899' } }),
}));

/** A fresh WalletShell module per test: it caches the loaded providers. */
async function loadShell() {
  vi.resetModules();
  const shell = await import('./WalletShell');
  const ready = await import('./walletReady');
  return { ...shell, ...ready };
}

/** What LinkedWallet does for a signed-in visitor with a linked wallet. */
function wanting(useWantWallet: (when: boolean) => void) {
  return function Want() {
    useWantWallet(true);
    return null;
  };
}

function Field() {
  const [value, setValue] = useState('');
  return <input aria-label="Name" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function navigator() {
  let listener: (() => void) | null = null;
  return {
    subscribe: (l: () => void) => {
      listener = l;
      return () => (listener = null);
    },
    navigate: () => act(() => listener?.()),
  };
}

describe('WalletShell', () => {
  beforeEach(() => vi.clearAllMocks());

  it('loads no wallet code while nothing needs it', async () => {
    const { WalletShell, resetTyping } = await loadShell();
    resetTyping();
    const nav = navigator();
    render(
      <WalletShell subscribe={nav.subscribe}>
        <Field />
      </WalletShell>,
    );
    nav.navigate();
    await new Promise((r) => setTimeout(r, 50));
    expect(imported).not.toHaveBeenCalled();
    expect(screen.queryByTestId('wallet-providers')).toBeNull();
  });

  it('wraps the app in the wallet providers once a linked wallet wants them', async () => {
    const { WalletShell, resetTyping, useWantWallet } = await loadShell();
    resetTyping();
    const Want = wanting(useWantWallet);
    render(
      <WalletShell>
        <Want />
        <Field />
      </WalletShell>,
    );
    expect(await screen.findByTestId('wallet-providers')).toContainElement(
      screen.getByRole('textbox', { name: 'Name' }),
    );
    expect(imported).toHaveBeenCalled();
  });

  it('keeps what was typed: the wrap waits for the next page', async () => {
    const { WalletShell, resetTyping, loadWalletProviders, useWantWallet } = await loadShell();
    resetTyping(true);
    const nav = navigator();
    const Want = wanting(useWantWallet);
    render(
      <WalletShell subscribe={nav.subscribe}>
        <Want />
        <Field />
      </WalletShell>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mia');
    await act(() => loadWalletProviders());
    expect(screen.queryByTestId('wallet-providers')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mia');

    nav.navigate();
    expect(await screen.findByTestId('wallet-providers')).toBeInTheDocument();
  });

  it('wraps at once for a screen that needs the wallet, even after typing', async () => {
    const { WalletShell, resetTyping, useDemandWallet, useWalletReady } = await loadShell();
    resetTyping(true);
    function NeedsWallet() {
      useDemandWallet();
      return <p>{useWalletReady() ? 'ready' : 'waiting'}</p>;
    }
    render(
      <WalletShell>
        <NeedsWallet />
      </WalletShell>,
    );
    await waitFor(() => expect(screen.getByTestId('wallet-providers')).toBeInTheDocument());
  });
});
