/**
 * Image search (spec sections 5 'Image upload accepts png, gif, jpeg', 8 'Tidak dapat memproses
 * gambar.'): pick a file (type and size checked before any upload), crop it (or skip), upload,
 * then go to the results page with the uploaded image URLs in the query.
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchFlag } from '../../domain/url';
import { SEARCH_API, type SearchApi } from '../ports/search-api.port';
import { IMAGE_SEARCH_SESSION, type ImageSearchSession } from './image-search-session';
import { imageResultsHref } from './results-params';

export const IMAGE_SEARCH_VIEW_MODEL = Symbol.for('search.ImageSearchViewModel');

export const ACCEPTED_IMAGE_TYPES: readonly string[] = ['image/png', 'image/gif', 'image/jpeg'];
/** Largest image accepted (spec silent: 2 MB, the server's MAX_UPLOAD_BYTES default). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageSearchError = 'type' | 'size' | 'upload';
export type ImageSearchStep = 'pick' | 'crop' | 'uploading';

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A drag rectangle (any direction) clamped to a width x height image; null when too small (< 8 px). */
export function normalizeCrop(x1: number, y1: number, x2: number, y2: number, width: number, height: number): CropRect | null {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const left = clamp(Math.min(x1, x2), width);
  const top = clamp(Math.min(y1, y2), height);
  const right = clamp(Math.max(x1, x2), width);
  const bottom = clamp(Math.max(y1, y2), height);
  if (right - left < 8 || bottom - top < 8) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export interface PickedFile {
  readonly type: string;
  readonly size: number;
  readonly name: string;
}

@injectable()
export class ImageSearchViewModel {
  step: ImageSearchStep = 'pick';
  error: ImageSearchError | null = null;
  file: (Blob & PickedFile) | null = null;
  flag: SearchFlag = '1688';

  constructor(
    @inject(SEARCH_API) private readonly search: SearchApi,
    @inject(IMAGE_SEARCH_SESSION) private readonly session: ImageSearchSession,
  ) {
    makeAutoObservable<this, 'search' | 'session'>(this, { search: false, session: false }, { autoBind: true });
  }

  setFlag(flag: SearchFlag): void {
    this.flag = flag;
  }

  /** Checks the type and size before anything is uploaded. */
  choose(file: Blob & PickedFile): boolean {
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type.toLowerCase())) {
      this.error = 'type';
      return false;
    }
    if (file.size <= 0 || file.size > MAX_IMAGE_BYTES) {
      this.error = 'size';
      return false;
    }
    this.error = null;
    this.file = file;
    this.step = 'crop';
    return true;
  }

  /** Back to picking another image. */
  reset(): void {
    this.file = null;
    this.error = null;
    this.step = 'pick';
  }

  /**
   * Uploads the cropped image (or the original when `cropped` is null: crop skipped) and
   * resolves the results path, or null when the upload failed (error 'upload'; the image is kept).
   */
  async submit(cropped: Blob | null): Promise<string | null> {
    const file = this.file;
    if (!file) return null;
    this.step = 'uploading';
    this.error = null;
    try {
      const name = cropped ? file.name.replace(/\.[a-z0-9]+$/i, '') + '.png' : file.name;
      const result = await this.search.searchByImage(cropped ?? file, name);
      const first = result.imageUrls[0];
      if (first === undefined) throw new Error('no image');
      this.session.put(first, result.products);
      runInAction(() => {
        this.step = 'crop';
      });
      return imageResultsHref(this.flag, [first]);
    } catch {
      runInAction(() => {
        this.error = 'upload';
        this.step = 'crop';
      });
      return null;
    }
  }
}
