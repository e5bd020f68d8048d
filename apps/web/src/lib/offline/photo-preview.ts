/** The longest side of the picture an item added offline shows until the server has its own. */
const PREVIEW_SIDE = 480;

/**
 * A small JPEG of a photo as a data address: it is kept with the item on the device (a reload
 * keeps it, unlike an object URL) and costs little room. Nothing when the browser cannot read
 * the photo.
 */
export async function photoPreview(photo: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}
