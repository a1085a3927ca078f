import { MEAL_LIMITS } from '@/lib/meals/rules';

/**
 * A photo chosen by the user, made small enough to store: drawn at most 320 px on its longer side
 * and encoded as a JPEG data URL (quality 0.7, lowered until it fits the server's limit).
 */
export async function shrinkPhoto(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Choose an image file.');
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MEAL_LIMITS.photoPixels / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the photo.');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.7, 0.5, 0.3]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= MEAL_LIMITS.photoChars) return url;
  }
  throw new Error('The photo could not be made small enough; try another one.');
}
