/**
 * Cropping in the browser for the profile and cat photos: the part of an image the CatRep chose,
 * drawn on a canvas and encoded as a square JPEG, so only that square is uploaded.
 */

/** A rectangle in the image's own (natural) pixels, as react-easy-crop reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The longest side a cropped photo keeps: the server makes its smaller sizes from it. */
export const MAX_CROP_SIDE = 1200;

/** The image at `src` (an object URL), once decoded. */
function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The photo could not be read.'));
    img.src = src;
  });
}

/**
 * `area` of the image at `src` as a square JPEG Blob of at most `maxSide` pixels a side (a
 * transparent picture gets a white background, as JPEG has no transparency).
 */
export async function cropToSquareJpeg(src: string, area: CropArea, maxSide = MAX_CROP_SIDE): Promise<Blob> {
  const img = await loadImage(src);
  const side = Math.max(1, Math.min(maxSide, Math.round(Math.min(area.width, area.height))));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The photo could not be cropped.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be cropped.'))),
      'image/jpeg',
      0.9,
    ),
  );
}
