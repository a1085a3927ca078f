import { failedChecks, STORYBOOK_WAIT, storyFinished } from './storybook-support';
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
  ).toBeVisible({ timeout: STORYBOOK_WAIT });
  await expect(page).toHaveURL(/path=\/docs\/start-here/);
});

/** In the manager, as on a story's own page: the script passes, and the toast it shows stays. */
for (const [id, toast] of [
  ['auth-login--arrived-verified', 'Email verified'],
  ['auth-login--arrived-already-verified', 'Already verified'],
]) {
  test(`the story ${id} passes in the manager and keeps its toast`, async ({ page }) => {
    await page.goto(`/storybook/?path=/story/${id}`);
    await expect.poll(() => page.frame({ url: /iframe\.html/ }) !== null).toBe(true);
    const finished = await storyFinished(page.frame({ url: /iframe\.html/ })!);
    expect(finished.status).toBe('success');
    expect(failedChecks(finished)).toEqual([]);
    // Long after the app's own 5 seconds, the toast is still there until it is closed.
    await page.clock.runFor(10_000);
    await expect(
      page
        .frameLocator('#storybook-preview-iframe')
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByText(toast),
    ).toBeVisible();
  });
}

/**
 * A tab chosen in the canvas updates the story's `selected` control, and Storybook renders the
 * story again with it (its loaders and `afterEach` again, without its script). That render leaves
 * the canvas as the designer has it: the tab the arrow key moved to keeps the focus.
 */
test('a tab chosen with the keyboard in the Tabs story keeps the focus once the story has rendered again', async ({
  page,
}) => {
  await page.goto('/storybook/iframe.html?id=components-tabs--two-tabs&viewMode=story');
  await storyFinished(page);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.keyboard.press('ArrowRight');
  const sleep = page.getByRole('tab', { name: 'Sleep' });
  await expect(sleep).toBeFocused();
  // The control has the tab, and the render that followed has finished.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } =
            window as unknown as {
              __STORYBOOK_PREVIEW__: {
                currentRender: { phase: string; rerenderEnqueued?: boolean };
              };
              __STORYBOOK_ADDONS_CHANNEL__: {
                last(event: string): { args: { selected?: string } }[] | undefined;
              };
            };
          const [updated] = channel.last('storyArgsUpdated') ?? [];
          const { phase, rerenderEnqueued } = preview.currentRender;
          return `${updated?.args.selected}, ${phase}${rerenderEnqueued ? ', again' : ''}`;
        }),
      { timeout: STORYBOOK_WAIT },
    )
    .toBe('sleep, finished');
  await expect(sleep).toBeFocused();
});
