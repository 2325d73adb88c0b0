import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { SEARCH_API } from '../ports/search-api.port';
import { fakeSearch } from './test-fakes';
import { ApiError } from '../ports/api-error';
import type { SearchApi } from '../ports/search-api.port';
import { IMAGE_SEARCH_SESSION, ImageSearchSession } from './image-search-session';
import { IMAGE_SEARCH_VIEW_MODEL, ImageSearchViewModel, MAX_IMAGE_BYTES, normalizeCrop } from './image-search-view-model';
import { searchModule } from './search.module';

const file = (type: string, size = 1000, name = 'foto.png') => new File([new Uint8Array(size)], name, { type });

describe('ImageSearchViewModel', () => {
  it('accepts png, gif and jpeg only, and refuses large files before any upload', () => {
    const container = new Container();
    container.bind(SEARCH_API).toConstantValue(fakeSearch());
    container.load(searchModule);
    const vm = container.get<ImageSearchViewModel>(IMAGE_SEARCH_VIEW_MODEL);
    expect(vm.choose(file('image/webp'))).toBe(false);
    expect(vm.error).toBe('type');
    expect(vm.choose(file('image/png', MAX_IMAGE_BYTES + 1))).toBe(false);
    expect(vm.error).toBe('size');
    for (const type of ['image/png', 'image/gif', 'image/jpeg']) expect(vm.choose(file(type))).toBe(true);
    expect(vm.step).toBe('crop');
  });

  it('uploads, keeps the results in the session and gives the results path', async () => {
    const container = new Container();
    container.bind(SEARCH_API).toConstantValue(fakeSearch());
    container.load(searchModule);
    const vm = container.get<ImageSearchViewModel>(IMAGE_SEARCH_VIEW_MODEL);
    vm.setFlag('taobao');
    vm.choose(file('image/jpeg', 1000, 'tas.jpg'));
    const to = await vm.submit(null);
    expect(to).toBe('/taobao/result?image_url=%2Fapi%2Fmedia%2Fimage-search%2Ftas.jpg');
    expect(container.get<ImageSearchSession>(IMAGE_SEARCH_SESSION).get('/api/media/image-search/tas.jpg')?.length).toBeGreaterThan(0);
  });

  it("says 'Tidak dapat memproses gambar.' (error upload) and keeps the image when the upload fails", async () => {
    const api: SearchApi = {
      categories: async () => [],
      search: async () => ({ items: [], page: 1, pageCount: 1, total: 0 }),
      feeds: async () => ({ items: [], page: 1, pageCount: 1, total: 0 }),
      searchByImage: async () => { throw new ApiError('UNPROCESSABLE'); },
    };
    const vm = new ImageSearchViewModel(api, new ImageSearchSession());
    vm.choose(file('image/png'));
    expect(await vm.submit(new Blob(['x'], { type: 'image/png' }))).toBeNull();
    expect(vm.error).toBe('upload');
    expect(vm.file).not.toBeNull();
    expect(vm.step).toBe('crop');
  });

  it('normalises a crop drag in any direction and clamps it to the image', () => {
    expect(normalizeCrop(100, 80, 10, -5, 90, 60)).toEqual({ x: 10, y: 0, width: 80, height: 60 });
    expect(normalizeCrop(5, 5, 8, 8, 100, 100)).toBeNull();
  });
});
