import { type Adapter, WalletReadyState } from '@solana/wallet-adapter-base';
import { type Wallet, WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { WalletModal, WalletModalContext } from '@solana/wallet-adapter-react-ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

/** The wallet picker the app uses, with the spec's texts, for the wallets a browser has. */
function renderPicker(wallets: Wallet[]) {
  const setVisible = vi.fn();
  const select = vi.fn();
  render(
    <WalletContext value={{ wallets, select } as unknown as WalletContextState}>
      <WalletModalContext value={{ visible: true, setVisible }}>
        <WalletModal />
      </WalletModalContext>
    </WalletContext>,
  );
  return { setVisible, select };
}

const wallet = (name: string, readyState: WalletReadyState): Wallet => ({
  adapter: { name, icon: 'data:image/svg+xml;base64,PHN2Zy8+', url: 'https://example.com' } as unknown as Adapter,
  readyState,
});

describe('wallet picker', () => {
  it("marks installed wallets 'Detected' and keeps the others behind 'More options'", async () => {
    const { select } = renderPicker([
      wallet('Test Wallet', WalletReadyState.Installed),
      wallet('Other Wallet', WalletReadyState.NotDetected),
    ]);
    expect(screen.getByRole('heading', { name: 'Connect a wallet on Solana to continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Test Wallet/ })).toHaveTextContent('Detected');
    expect(screen.getByRole('button', { name: /Other Wallet/ })).not.toHaveTextContent('Detected');
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('button', { name: 'Less options' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Test Wallet/ }));
    expect(select).toHaveBeenCalledWith('Test Wallet');
  });

  it("says 'You'll need a wallet on Solana to continue' when none is installed, and Escape closes it", async () => {
    vi.useFakeTimers();
    try {
      const { setVisible } = renderPicker([]);
      expect(screen.getByRole('heading', { name: "You'll need a wallet on Solana to continue" })).toBeInTheDocument();
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      });
      expect(setVisible).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(150); // the modal's close delay
      });
      expect(setVisible).toHaveBeenCalledWith(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
