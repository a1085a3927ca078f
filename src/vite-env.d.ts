/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'off' sends /api calls to a real server instead of the mocked one. */
  readonly VITE_API_MOCKING?: 'on' | 'off';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
