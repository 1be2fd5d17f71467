/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public invite link of the community chat shown in the header, footer and home page. */
  readonly VITE_COMMUNITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
