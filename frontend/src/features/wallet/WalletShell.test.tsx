import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// the real providers pull the Solana libraries; a marker stands in for them
vi.mock('./WalletProviders', () => ({
  WalletProviders: ({ children }: { children: ReactNode }) => <div data-testid="wallet-providers">{children}</div>,
}));

/** A fresh WalletShell module per test: it caches the loaded providers. */
async function loadShell() {
  vi.resetModules();
  const shell = await import('./WalletShell');
  const ready = await import('./walletReady');
  return { ...shell, ...ready };
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

  it('wraps the app in the wallet providers once they are loaded', async () => {
    const { WalletShell, resetTyping } = await loadShell();
    resetTyping();
    render(
      <WalletShell>
        <Field />
      </WalletShell>,
    );
    expect(await screen.findByTestId('wallet-providers')).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('keeps what was typed: the wrap waits for the next page', async () => {
    const { WalletShell, resetTyping, loadWalletProviders } = await loadShell();
    resetTyping(true);
    const nav = navigator();
    render(
      <WalletShell subscribe={nav.subscribe}>
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
