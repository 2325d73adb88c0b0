import { inject, injectable } from 'inversify';
import type { UploadApi } from '../../application/ports/upload-api.port';
import type { CropRect } from '../../domain/upload';
import { str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick } from './mappers';

@injectable()
export class HttpUploadApi implements UploadApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async uploadCroppedImage(image: Blob, fileName: string, crop: CropRect): Promise<string> {
    const form = new FormData();
    // The rectangle first: the server checks it before it reads the file.
    form.append('x', String(crop.x));
    form.append('y', String(crop.y));
    form.append('width', String(crop.width));
    form.append('height', String(crop.height));
    form.append('image', image, fileName);
    const body = envelope(await this.http.post('cropping-image', { body: form }));
    return str(pick(body, 'image_url', 'url'), 'image_url');
  }
}
