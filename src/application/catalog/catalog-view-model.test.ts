import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { fakeCatalog } from '../product/fakes.testing';
import { CatalogViewModel, productPath } from './catalog-view-model';

const ITEM = { title: 'Casing ponsel', imageUrl: null, priceRupiah: 29154, priceOriginal: 12.9, currency: 'CNY', currencyValue: 10000, url: 'https://item.taobao.com/item.htm?id=1', slug: null, category: 'Aksesoris', categorySlug: 'aksesoris' };

function setup() {
  const catalog = fakeCatalog([ITEM]);
  return { catalog, vm: new CatalogViewModel(catalog) };
}

describe('CatalogViewModel', () => {
  it('loads the categories and the first category\'s items', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.categories.length).toBeGreaterThan(0);
    expect(vm.category).toBe(vm.categories[0]?.slug);
    expect(vm.items.length).toBeGreaterThan(0);
    expect(vm.items[0]?.currencyValue).toBeGreaterThan(0);
  });

  it('searches within a category', async () => {
    const { vm } = setup();
    await vm.load('aksesoris');
    vm.setQuery('tidak ada');
    await vm.search();
    expect(vm.items).toEqual([]);
    expect(vm.searched).toBe('tidak ada');
  });

  it('opens a category link through category/{slug}: its name, count and items', async () => {
    const { catalog, vm } = setup();
    const category = vi.spyOn(catalog, 'category');
    const items = vi.spyOn(catalog, 'items');
    await vm.load('aksesoris');
    expect(category).toHaveBeenCalledWith('aksesoris');
    expect(items).not.toHaveBeenCalled();
    expect(vm.current).toEqual({ slug: 'aksesoris', name: 'Aksesoris', count: 1 });
    expect(vm.items).toEqual([ITEM]);
    expect(vm.missingCategory).toBe(false);
    // Words search within it (catalog/{category}?q=).
    vm.setQuery('casing');
    await vm.search();
    expect(items).toHaveBeenCalledWith('aksesoris', 'casing');
    expect(vm.items).toEqual([ITEM]);
  });

  it('an unknown category (404) shows the first one with a notice', async () => {
    const { vm } = setup();
    await vm.load('tidak-ada');
    expect(vm.status).toBe('ready');
    expect(vm.missingCategory).toBe(true);
    expect(vm.category).toBe('aksesoris');
    expect(vm.current?.slug).toBe('aksesoris');
    expect(vm.items).toEqual([ITEM]);
    await vm.selectCategory('sepatu');
    expect(vm.missingCategory).toBe(false);
    expect(vm.current?.name).toBe('Sepatu');
  });

  it('shows the error state when the catalog cannot load', async () => {
    const { catalog, vm } = setup();
    vi.spyOn(catalog, 'categories').mockRejectedValueOnce(new Error('down'));
    await vm.load();
    expect(vm.status).toBe('error');
  });

  it('links an item to the product page', () => {
    expect(productPath({ url: 'https://item.taobao.com/item.htm?id=1' })).toBe('/product?url=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D1');
  });
});
