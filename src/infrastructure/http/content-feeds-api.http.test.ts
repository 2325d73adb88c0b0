import { describe, expect, it } from 'vitest';
import { toBlogPosts, toFeedPhotos, webLink } from './content-feeds-api.http';

describe('content feeds mappers', () => {
  it('maps posts and leaves out a post with an unsafe link; an http picture is dropped', () => {
    const posts = toBlogPosts({
      data: {
        configured: true,
        posts: [
          { id: 1, title: 'A', link: 'https://blog.example/a', date: '2026-11-20T02:30:00.000Z', excerpt: 'x', picture: { url: 'https://blog.example/a.jpg', width: 300, height: 169, alt: 'Alt' } },
          { id: 2, title: 'B', link: 'javascript:alert(1)', date: '2026-11-20T02:30:00.000Z', excerpt: '', picture: null },
          { id: 3, title: 'C', link: 'http://blog.example/c', date: '2026-11-20T02:30:00.000Z', excerpt: '', picture: { url: 'http://blog.example/c.jpg', width: 1, height: 1, alt: '' } },
        ],
      },
    });
    expect(posts.map((p) => p.id)).toEqual([1, 3]);
    expect(posts[0]?.picture).toEqual({ url: 'https://blog.example/a.jpg', width: 300, height: 169, alt: 'Alt' });
    expect(posts[1]?.picture).toBeNull();
  });
  it('maps photos; a video is marked; non-https pictures are left out; not configured is empty', () => {
    const photos = toFeedPhotos({
      data: {
        photos: [
          { id: '1', caption: 'c', link: 'https://www.instagram.com/p/A/', image_url: 'https://cdn.example/a.jpg', media_type: 'VIDEO' },
          { id: '2', caption: '', link: 'https://www.instagram.com/p/B/', image_url: 'http://cdn.example/b.jpg', media_type: 'IMAGE' },
        ],
      },
    });
    expect(photos).toEqual([{ id: '1', caption: 'c', link: 'https://www.instagram.com/p/A/', imageUrl: 'https://cdn.example/a.jpg', isVideo: true }]);
    expect(toFeedPhotos({ data: { configured: false, photos: [] } })).toEqual([]);
    expect(toBlogPosts({ data: { configured: false } })).toEqual([]);
  });
  it('webLink', () => {
    expect(webLink('https://u:p@x.example/')).toBeNull();
    expect(webLink('data:text/html,1')).toBeNull();
    expect(webLink(5)).toBeNull();
  });
});
