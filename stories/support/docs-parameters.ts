import { ScreenDocsPage } from './docs-page';

/**
 * Docs parameters for a screen's story file: its one-paragraph summary and the Docs page that
 * lists its states. The main state renders in its own frame, as it would in the app.
 *
 * A screen's stories share one mocked database, session and failure list per browser
 * (localStorage), so on a Docs page only the main state may render, in a document of its own:
 * examples rendered side by side would each reset, sign in and inject failures under the others.
 * Storybook turns a JSDoc comment above the meta into the component's description by adding a
 * second `docs` key to the meta's parameters, which replaces this one whole (the Docs page then
 * falls back to every story inline); a story file therefore describes itself in a plain `/*`
 * comment.
 */
export function screenDocs(summary: string) {
  return {
    page: ScreenDocsPage,
    description: { component: summary },
    story: { inline: false, height: '720px' },
  };
}

/**
 * Docs parameters for a shared component: its usage notes (when to use it, its variants, its
 * accessibility) above the standard autodocs page. Its examples render in the page, as the
 * component first appears (their scripts run on the story's own page); a component that overlays
 * the page (a dialog, a toast, a tooltip) gives `frame`, a height, and each example renders in a
 * frame of its own, so it stays inside its example instead of covering the page.
 */
export function componentDocs(notes: string, { frame }: { frame?: string } = {}) {
  return {
    description: { component: notes },
    story: frame ? { inline: false, height: frame } : { inline: true },
  };
}
