/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' compiles the test wallet in (browser tests only; never in a release build). */
  readonly VITE_TEST_WALLET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
