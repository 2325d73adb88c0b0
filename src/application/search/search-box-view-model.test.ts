import { describe, expect, it } from 'vitest';
import { SearchBoxViewModel } from './search-box-view-model';

describe('SearchBoxViewModel', () => {
  it('sends text to the results page of the selected marketplace', () => {
    const vm = new SearchBoxViewModel();
    vm.setQuery('  tas wanita ');
    expect(vm.submit()).toEqual({ kind: 'navigate', to: '/1688/result?q=tas%20wanita' });
    vm.toggleFlag();
    expect(vm.flag).toBe('taobao');
    expect(vm.submit()).toEqual({ kind: 'navigate', to: '/taobao/result?q=tas%20wanita' });
  });
  it('sends a product link to the product page', () => {
    const vm = new SearchBoxViewModel();
    vm.setQuery('https://detail.1688.com/offer/123.html');
    const out = vm.submit();
    expect(out.kind).toBe('navigate');
    if (out.kind === 'navigate') expect(out.to).toMatch(/^\/product\?url=https%3A%2F%2Fdetail\.1688\.com/);
  });
  it('follows a pasted link to its marketplace; text and other stores leave the selector alone', () => {
    const vm = new SearchBoxViewModel('1688');
    vm.setQuery('https://item.taobao.com/item.htm?id=725531908812');
    expect(vm.flag).toBe('taobao');
    vm.setQuery('https://detail.1688.com/offer/123.html');
    expect(vm.flag).toBe('1688');
    vm.setQuery('【天猫】https://detail.tmall.com/item.htm?id=42 「外套」');
    expect(vm.flag).toBe('taobao');
    vm.setQuery('tas wanita');
    expect(vm.flag).toBe('taobao');
    vm.setQuery('https://www.amazon.com/dp/B0C1');
    expect(vm.flag).toBe('taobao');
  });
  it('clears on empty input and ignores the current URL', () => {
    const vm = new SearchBoxViewModel();
    vm.setQuery('   ');
    expect(vm.submit()).toEqual({ kind: 'none' });
    expect(vm.query).toBe('');
    vm.setQuery('https://item.taobao.com/item.htm?id=1');
    expect(vm.submit('https://item.taobao.com/item.htm?id=1')).toEqual({ kind: 'none' });
  });
  it('refuses private addresses and reports unsupported sites', () => {
    const vm = new SearchBoxViewModel('1688', ['example.com']);
    vm.setQuery('http://192.168.1.1/admin');
    expect(vm.submit().kind).toBe('rejected');
    vm.setQuery('https://shop.example.com/p/1');
    expect(vm.submit()).toEqual({ kind: 'unsupported', host: 'shop.example.com' });
  });
});

describe('SearchBoxViewModel on the home page', () => {
  it('turns a product link into the in-page order and ignores the link already shown', () => {
    const vm = new SearchBoxViewModel();
    const url = 'https://item.taobao.com/item.htm?id=725531908812';
    vm.setQuery(url);
    expect(vm.submit(undefined, { inPageOrder: true })).toEqual({ kind: 'order', url });
    expect(vm.submit(url, { inPageOrder: true })).toEqual({ kind: 'none' });
    vm.setQuery('jaket');
    // the Taobao link pasted before moved the selector to Taobao
    expect(vm.submit(undefined, { inPageOrder: true })).toEqual({ kind: 'navigate', to: '/taobao/result?q=jaket' });
  });
});
