import { delay, http } from 'msw';
import { userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Types into each labelled field; the screens are lazy routes, so the first field is awaited. */
export async function fillIn(canvas: Canvas, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const input = await canvas.findByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

export async function submit(canvas: Canvas, name: string): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name }));
}

/** The notification region where toasts appear (its code loads after the page's own). */
export async function toasts(canvasElement: HTMLElement): Promise<Canvas> {
  return within(
    await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications (F8)',
    }),
  );
}

/** A POST that never answers, to hold a screen in its in-flight state. */
export const neverAnswers = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
  });

/** A toast with this text, once it shows. */
export async function findToast(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  return (await toasts(canvasElement)).findByText(text);
}
