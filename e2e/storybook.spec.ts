import { expect, logInAsDemo, test } from './support';

/** `npm run build:site` publishes the static Storybook beside the app, at storybook/. */
test('the Storybook published beside the app opens from the demo tools on its welcome page', async ({
  page,
}) => {
  await logInAsDemo(page);
  const link = page.getByRole('link', { name: 'Storybook' });
  await expect(link).toHaveAttribute('href', '/storybook/');
  await link.click();
  await expect(page).toHaveURL(/\/storybook\/(\?path=\/docs\/start-here.*)?$/);
  // The welcome page is the first entry; the canvas is an iframe of the same host.
  await expect(
    page.frameLocator('#storybook-preview-iframe').getByRole('heading', { level: 1 }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/path=\/docs\/start-here/);
});
