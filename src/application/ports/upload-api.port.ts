// The manual order's picture upload (POST cropping-image: the picture cropped in the browser and
// its rectangle in the original's pixels; docs/api/cart.md "Uploads"). Answers the URL the cart item's
// image_url then carries.
import type { CropRect } from '../../domain/upload';

export const UPLOAD_API = Symbol.for('ports.UploadApi');

export interface UploadApi {
  uploadCroppedImage(image: Blob, fileName: string, crop: CropRect): Promise<string>;
}
