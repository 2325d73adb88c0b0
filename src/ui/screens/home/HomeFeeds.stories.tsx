import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BlogPostItem, FeedPhotoItem } from '../../../application/ports/content-feeds-api.port';
import { FeedsIntl, LatestArticles, PhotoGallery } from './HomeFeeds';
import '../../styles/home.css';
import '../../styles/feeds.css';

// Pictures as data: addresses (no network in the story tests).
const PIXEL = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#c8d6e5"/></svg>');

const POSTS: BlogPostItem[] = [
  { id: 41, title: 'Impor aman – panduan bea cukai', link: 'https://blog.example/2026/11/impor-aman/', date: '2026-11-20T02:30:00.000Z', excerpt: 'Cara menghitung bea masuk & pajak.', picture: { url: PIXEL, width: 300, height: 169, alt: 'Kotak paket' } },
  { id: 39, title: 'Tanpa gambar', link: 'https://blog.example/2026/11/tanpa-gambar/', date: '2026-11-01T01:00:00.000Z', excerpt: 'Teks saja', picture: null },
];
const PHOTOS: FeedPhotoItem[] = [
  { id: '1', caption: 'Paket dari Tokyo <3 #titip', link: 'https://www.instagram.com/p/AAA111/', imageUrl: PIXEL, isVideo: false },
  { id: '2', caption: 'Video unboxing', link: 'https://www.instagram.com/reel/BBB222/', imageUrl: PIXEL, isVideo: true },
  { id: '3', caption: '', link: 'https://www.instagram.com/p/CCC333/', imageUrl: PIXEL, isVideo: false },
];

function Feeds({ posts, photos }: { posts: BlogPostItem[]; photos: FeedPhotoItem[] }) {
  return (
    <FeedsIntl>
      <div className="container home-feeds" data-testid="feeds">
        <LatestArticles posts={posts} />
        <PhotoGallery photos={photos} />
      </div>
    </FeedsIntl>
  );
}

const meta = { title: 'Home/External content', component: Feeds } satisfies Meta<typeof Feeds>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both feeds configured: links to the posts and photos open in a new tab (said to screen readers); captions are text. */
export const Configured: Story = {
  args: { posts: POSTS, photos: PHOTOS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The block's own catalogue loads first (FeedsIntl suspends).
    await expect(await canvas.findByRole('heading', { name: 'Artikel terbaru' })).toBeVisible();
    const article = canvas.getByRole('link', { name: /Impor aman – panduan bea cukai/ });
    await expect(article).toHaveAttribute('href', 'https://blog.example/2026/11/impor-aman/');
    await expect(article).toHaveAttribute('target', '_blank');
    await expect(article).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article).toHaveAccessibleName('Impor aman – panduan bea cukai (membuka tab baru)');
    await expect(canvas.getByText('Cara menghitung bea masuk & pajak.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Foto terbaru kami' })).toBeVisible();
    const photo = canvas.getByRole('link', { name: 'Paket dari Tokyo <3 #titip (membuka tab baru)' });
    await expect(photo).toHaveAttribute('href', 'https://www.instagram.com/p/AAA111/');
    // A photo without a caption is named by its place.
    await expect(canvas.getByRole('link', { name: 'Foto 3 (membuka tab baru)' })).toBeVisible();
    for (const img of canvasElement.querySelectorAll('img')) {
      await expect(img.getAttribute('width')).not.toBeNull();
      await expect(img.getAttribute('height')).not.toBeNull();
    }
  },
};

/** Only the blog configured: no gallery. */
export const ArticlesOnly: Story = {
  args: { posts: POSTS, photos: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The block's own catalogue loads first (FeedsIntl suspends).
    await expect(await canvas.findByRole('heading', { name: 'Artikel terbaru' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Foto terbaru kami' })).toBeNull();
  },
};

/** Nothing configured (or the services failing): nothing is shown. */
export const NotConfigured: Story = {
  args: { posts: [], photos: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('feeds')).toBeEmptyDOMElement();
  },
};
