import { useContext } from 'react';
import { Description, DocsContext, Markdown, Primary, Title } from '@storybook/addon-docs/blocks';

/**
 * The Docs page of a screen: its summary, the list of its states (each story's name, linked to
 * the story, with its one line on when a real user meets that state) and the main state rendered
 * in its own frame. The list is read from the stories themselves, so it cannot drift from them.
 * Only the main state is rendered: each story resets the mocked database and signs in on its own,
 * so rendering every full-screen state on one page would be slow and let the states overwrite
 * each other's data; each state is one click away instead.
 */
export function ScreenDocsPage() {
  const context = useContext(DocsContext);
  const stories = context.componentStories();
  return (
    <>
      <Title />
      <Description of="meta" />
      <h2>States</h2>
      <ul>
        {stories.map((story) => {
          const line = story.parameters.docs?.description?.story as string | undefined;
          return (
            <li key={story.id}>
              <a href={`./?path=/story/${story.id}`} target="_top">
                <strong>{story.name}</strong>
              </a>
              {line ? (
                <>
                  {' — '}
                  <Markdown options={{ forceInline: true }}>{line}</Markdown>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <h2>Main state</h2>
      <Primary />
    </>
  );
}
