/**
 * How many pixels the chart inside `image` has drawn on its canvas (none, or no canvas: 0). The
 * charts of dense series draw on a canvas (decision 0024), which holds no shapes to look for.
 */
export function inkOn(image: Element | null): number {
  const canvas = image?.querySelector('canvas');
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return data.filter((value, index) => index % 4 === 3 && value > 0).length;
}
