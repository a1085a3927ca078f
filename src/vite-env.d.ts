/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'off' sends /api calls to a real server instead of the mocked one. */
  readonly VITE_API_MOCKING?: 'on' | 'off';
  /** With mocking off, the origin of the server the app calls (default: the page's own). */
  readonly VITE_API_BASE?: string;
  /** 'on' when the static Storybook is published beside the app, at `storybook/` (`npm run build:site`). */
  readonly VITE_STORYBOOK?: 'on';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A YAML file, parsed when Vite compiles it (vite.config.ts, `yamlParsed`). */
declare module '*.yaml?parsed' {
  const data: unknown;
  export default data;
}

/**
 * The side navigation's icons by name, each the one a route manifest entry names (vite.config.ts,
 * `lucideIcons`).
 */
declare module 'virtual:nav-icons' {
  const icons: Readonly<Record<string, import('lucide-react').LucideIcon>>;
  export default icons;
}

/** Every lucide-react icon src/ draws, by name (vite.config.ts, `lucideIcons`). */
declare module 'virtual:icon-set' {
  const icons: Readonly<Record<string, import('lucide-react').LucideIcon>>;
  export default icons;
}
