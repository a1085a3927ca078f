import { ScreenDocsPage } from './docs-page';

/**
 * Docs parameters for a screen's story file: its one-paragraph summary and the Docs page that
 * lists its states. The main state renders in its own frame, as it would in the app.
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
 * accessibility) above the standard autodocs page. Each example renders in its own frame, so an
 * open dialog or a toast stays inside its example instead of covering the page.
 */
export function componentDocs(notes: string, height = '240px') {
  return {
    description: { component: notes },
    story: { inline: false, height },
  };
}
