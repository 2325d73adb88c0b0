import { describe, expect, it } from 'vitest';
import { HomeFeedsViewModel } from './home-feeds-view-model';
import type { BlogPostItem, ContentFeedsApi, FeedPhotoItem } from '../ports/content-feeds-api.port';

const post: BlogPostItem = { id: 1, title: 'T', link: 'https://blog.example/t', date: '2026-11-20T02:30:00.000Z', excerpt: 'E', picture: null };
const photo: FeedPhotoItem = { id: '9', caption: 'C', link: 'https://www.instagram.com/p/X/', imageUrl: 'https://cdn.example/x.jpg', isVideo: false };

describe('HomeFeedsViewModel', () => {
  it('loads both feeds', async () => {
    const vm = new HomeFeedsViewModel({ blog: () => Promise.resolve([post]), photos: () => Promise.resolve([photo]) });
    expect(vm.settled).toBe(false);
    await vm.load();
    expect(vm).toMatchObject({ posts: [post], photos: [photo], settled: true });
  });
  it('a failing feed leaves its list empty and keeps the other', async () => {
    const api: ContentFeedsApi = { blog: () => Promise.reject(new Error('down')), photos: () => Promise.resolve([photo]) };
    const vm = new HomeFeedsViewModel(api);
    await vm.load();
    expect(vm).toMatchObject({ posts: [], photos: [photo], settled: true });
  });
});
