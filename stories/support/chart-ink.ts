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

/** A text a chart drew on a canvas, across the canvas in its pixels, from its left to its right. */
export type CanvasText = { text: string; left: number; right: number };

/** The recordings under way: the texts of each, by text. */
const recordings = new Set<Map<string, CanvasText>>();

/** Every canvas's fillText, once, also tells the recordings under way what it drew and where. */
const listenToCanvasText = (() => {
  let listening = false;
  return () => {
    if (listening) return;
    listening = true;
    const prototype = CanvasRenderingContext2D.prototype;
    const fillText = prototype.fillText;
    prototype.fillText = function (this: CanvasRenderingContext2D, text, x, y, maxWidth) {
      if (recordings.size > 0) {
        const { a, c, e } = this.getTransform();
        const at = a * x + c * y + e;
        const width = this.measureText(text).width * a;
        const offset = { center: width / 2, right: width, end: width }[String(this.textAlign)] ?? 0;
        const drawn = { text, left: at - offset, right: at - offset + width };
        recordings.forEach((texts) => texts.set(text, drawn));
      }
      fillText.call(this, text, x, y, maxWidth);
    };
  };
})();

/**
 * Records the texts drawn on any canvas of the page from now on (a story's `beforeEach`, as a
 * chart draws while it renders, before its play function runs), each kept where it was drawn
 * last: a canvas holds no text to query, so the axis labels a chart drew are read as it draws
 * them. Returns the texts, growing as it draws, and the stop the `beforeEach` hands back.
 */
export function recordCanvasText(): { texts: Map<string, CanvasText>; restore: () => void } {
  listenToCanvasText();
  const texts = new Map<string, CanvasText>();
  recordings.add(texts);
  return { texts, restore: () => void recordings.delete(texts) };
}
