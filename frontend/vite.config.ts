import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { precompress } from './build/precompress.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * The wallet libraries pull Google fonts: the modal stylesheet with `@import url(https://...)`, and the
 * mobile wallet modal with `<link>` tags it injects. The app runs under a strict CSP (no external
 * styles or fonts), so both are dropped; the modals fall back to the system fonts they already list.
 */
function stripExternalFonts(): Plugin {
  return {
    name: 'strip-external-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('wallet-adapter-react-ui') && /\.css($|\?)/.test(id)) {
        return { code: code.replace(/@import\s+url\(\s*['"]?https?:[^)]*\)\s*;?/g, ''), map: null };
      }
      if (id.includes('wallet-standard-mobile') && code.includes('fonts.googleapis.com')) {
        return { code: code.replace(/<link[^>]*fonts\.(googleapis|gstatic)\.com[^>]*>/g, ''), map: null };
      }
      return null;
    },
  };
}

/**
 * VITE_TEST_WALLET=1 compiles a burner wallet in, for the browser tests only: such a build may never
 * land in frontend/dist, the folder the server and the Docker image ship.
 */
function keepTestWalletOutOfDist(): Plugin {
  return {
    name: 'keep-test-wallet-out-of-dist',
    apply: 'build',
    configResolved(config) {
      const dist = fileURLToPath(new URL('./dist', import.meta.url));
      if (config.env.VITE_TEST_WALLET === '1' && resolve(config.root, config.build.outDir) === dist) {
        throw new Error(
          'VITE_TEST_WALLET=1 builds the test wallet in: build into another folder (--outDir), never frontend/dist.',
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), stripExternalFonts(), keepTestWalletOutOfDist(), precompress()],
  // VITE_* build settings (only VITE_TEST_WALLET) live in the project's one .env; the wallet's RPC is read at
  // run time from GET /api/config (PUBLIC_SOLANA_RPC_URL), never compiled in
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
