import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeCart, fakeRates, fakeSession } from '../product/fakes.testing';
import { ApiError } from '../ports/api-error';
import type { UploadApi } from '../ports/upload-api.port';
import type { CropRect } from '../../domain/upload';
import { ManualOrderViewModel } from './manual-order-view-model';

const URL_PATH = '/api/media/uploads/0123456789abcdef0123456789abcdef.png';

function setup(answer: () => Promise<string>) {
  const sent: { name: string; crop: CropRect; size: number }[] = [];
  const uploads: UploadApi = {
    async uploadCroppedImage(image, name, crop) { sent.push({ name, crop, size: image.size }); return answer(); },
  };
  const cart = new FakeCart();
  const vm = new ManualOrderViewModel(fakeRates(), cart.useCase(fakeSession()), undefined, uploads);
  return { vm, sent, cart };
}

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'mug.png', { type: 'image/png' });
const crop = { x: 1, y: 2, width: 30, height: 30 };

describe('ManualOrderViewModel: the picture upload', () => {
  it('a picture goes to the crop step; the cropped upload becomes the item picture and a valid form', async () => {
    const { vm, sent, cart } = setup(async () => URL_PATH);
    vm.setField('title', 'Mug');
    vm.setField('price', '5');
    vm.setField('weight', '1');
    vm.setField('quantity', '1');
    expect(vm.chooseFile(png())).toBe(true);
    expect(vm.uploadStep).toBe('cropping');
    expect(await vm.uploadCropped(new Blob([new Uint8Array(5)], { type: 'image/png' }), crop)).toBe(true);
    expect(sent).toEqual([{ name: 'mug.png', crop, size: 5 }]);
    expect(vm.uploadStep).toBe('idle');
    expect(vm.form.imageUrl).toBe(URL_PATH);
    expect(vm.visibleError('imageUrl')).toBeNull();
    expect(vm.form.title).toBe('Mug');
    expect(await vm.submit()).toBe('added');
    expect(cart.manual[0]).toMatchObject({ image: URL_PATH });
  });

  it('refuses a file too big or not a picture before anything is sent; the typed fields stay', () => {
    const { vm, sent } = setup(async () => URL_PATH);
    vm.setField('title', 'Mug');
    expect(vm.chooseFile(png(2 * 1024 * 1024 + 1))).toBe(false);
    expect(vm.uploadProblem).toBe('too_big');
    expect(vm.chooseFile(new File(['x'], 'a.svg', { type: 'image/svg+xml' }))).toBe(false);
    expect(vm.uploadProblem).toBe('wrong_type');
    expect(vm.uploadStep).toBe('idle');
    expect(sent).toHaveLength(0);
    expect(vm.form.title).toBe('Mug');
  });

  it.each([
    [new ApiError('PAYLOAD_TOO_LARGE', { status: 413 }), 'too_big'],
    [new ApiError('UNPROCESSABLE', { status: 422, reason: 'UNSUPPORTED_IMAGE' }), 'wrong_type'],
    [new ApiError('NETWORK', { status: 0 }), 'failed'],
  ] as const)('a refused upload (%s) keeps the crop step and the form', async (error, problem) => {
    const { vm } = setup(async () => { throw error; });
    vm.setField('imageUrl', 'https://example.com/old.png');
    vm.chooseFile(png());
    expect(await vm.uploadCropped(new Blob([new Uint8Array(5)]), crop)).toBe(false);
    expect(vm.uploadProblem).toBe(problem);
    expect(vm.uploadStep).toBe('cropping');
    expect(vm.form.imageUrl).toBe('https://example.com/old.png');
    vm.cancelCrop();
    expect(vm.uploadStep).toBe('idle');
  });
});
