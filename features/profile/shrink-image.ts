// Shrinking a picked photo in the browser before it is uploaded: a phone's 5 MB photo becomes a few dozen kB,
// under the server's 1 MB limit and quick on a slow connection. The server still checks and re-encodes it.

/** The longest side sent: well above the 128 px the server keeps, so its crop and resize have room. */
const SENT_SIDE = 512;

/**
 * The picture scaled down to at most 512 px a side (upright, as EXIF says), as webp (or PNG where the browser
 * cannot write webp); null when the browser cannot read the file as a picture.
 */
export async function shrinkImage(file: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const scale = Math.min(1, SENT_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
}
