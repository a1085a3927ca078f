import {
  composeStory,
  setProjectAnnotations,
  type Meta,
  type StoryObj,
} from '@storybook/react-vite';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { server } from '@mocks/node';
import { prepareStoryData, renderInApp } from '../../stories/support/story-annotations';

const annotations = setProjectAnnotations([{ decorators: [renderInApp] }]);

/**
 * Renders a story's state (its session, data, failures, handlers and route) as Storybook shows
 * it, for a test to go on from there; its play script is not run. The story's data is prepared
 * here rather than by Storybook's `load()`: the Node server answers, with the story's
 * `parameters.msw` in front, and after `load()` text typed into a form no longer reached React
 * (seen in the dashboard's new-user test).
 */
export async function renderStory(story: StoryObj, meta: Meta) {
  const Story = composeStory(story, meta, annotations);
  const handlers = Story.parameters.msw as RequestHandler[] | undefined;
  if (handlers) server.use(...handlers);
  await prepareStoryData(Story.parameters);
  const user = userEvent.setup();
  return { ...render(<Story />), user };
}
