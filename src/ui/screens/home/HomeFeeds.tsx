/**
 * The home page's external content (docs/content-feeds.md), loaded once the browser is idle (its own
 * chunk, off the home's first JavaScript): the blog's latest articles and the shop's latest photos.
 * A feed that is empty (not configured on the server, or failing) shows nothing at all.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { homeFeedsModule } from '../../../application/home/home-feeds.module';
import { HOME_FEEDS_VIEW_MODEL, type HomeFeedsViewModel } from '../../../application/home/home-feeds-view-model';
import type { BlogPostItem, FeedPhotoItem } from '../../../application/ports/content-feeds-api.port';
import { useViewModel } from '../../app/container-context';
import { createFeatureIntl } from '../../app/feature-intl';
import '../../styles/feeds.css';

/** The block's own catalogue (feeds-messages/: the feeds.* ids), loaded with it, off the boot catalogue. */
export const FeedsIntl = createFeatureIntl({ id: () => import('./feeds-messages/id.json?ast'), en: () => import('./feeds-messages/en.json?ast') });

const m = defineMessages({
  articlesTitle: { id: 'feeds.articles', defaultMessage: 'Artikel terbaru' },
  photosTitle: { id: 'feeds.photos', defaultMessage: 'Foto terbaru kami' },
  video: { id: 'feeds.video', defaultMessage: 'Video' },
  newTab: { id: 'feeds.newTab', defaultMessage: '(membuka tab baru)' },
});
const mv = {
  photoAlt: defineMessage<{ n: number }>({ id: 'feeds.photoAlt', defaultMessage: 'Foto {n}' }),
};

/** 16:9 when the blog gave no size (the picture keeps its place before it loads). */
const DEFAULT_W = 320;
const DEFAULT_H = 180;

export function LatestArticles({ posts }: { posts: readonly BlogPostItem[] }) {
  const intl = useIntl();
  if (posts.length === 0) return null;
  return (
    <section className="home-block" aria-labelledby="home-articles" data-testid="home-articles">
      <h2 id="home-articles" className="h4"><FormattedMessage {...m.articlesTitle} /></h2>
      <ul className="feed-articles">
        {posts.map((post) => (
          <li key={post.id} className="card feed-article">
            {post.picture && (
              <img src={post.picture.url} alt="" width={post.picture.width ?? DEFAULT_W} height={post.picture.height ?? DEFAULT_H} loading="lazy" decoding="async" />
            )}
            <h3>
              <a href={post.link} target="_blank" rel="noopener noreferrer">
                {post.title} <span className="visually-hidden"><FormattedMessage {...m.newTab} /></span>
              </a>
            </h3>
            <time className="small" dateTime={post.date}>{intl.formatDate(post.date, { dateStyle: 'long', timeZone: 'Asia/Jakarta' })}</time>
            {post.excerpt && <p className="small">{post.excerpt}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PhotoGallery({ photos }: { photos: readonly FeedPhotoItem[] }) {
  const intl = useIntl();
  if (photos.length === 0) return null;
  return (
    <section className="home-block" aria-labelledby="home-photos" data-testid="home-photos">
      <h2 id="home-photos" className="h4"><FormattedMessage {...m.photosTitle} /></h2>
      <ul className="feed-photos">
        {photos.map((photo, i) => {
          const label = photo.caption || intl.formatMessage(mv.photoAlt, { n: i + 1 });
          return (
            <li key={photo.id}>
              <a href={photo.link} target="_blank" rel="noopener noreferrer">
                <img src={photo.imageUrl} alt={`${label} ${intl.formatMessage(m.newTab)}`} width={240} height={240} loading="lazy" decoding="async" />
                {photo.isVideo && <span className="feed-photo-video" aria-hidden="true"><FormattedMessage {...m.video} /></span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const Feeds = observer(function Feeds() {
  const vm = useViewModel<HomeFeedsViewModel>(HOME_FEEDS_VIEW_MODEL, homeFeedsModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  if (vm.posts.length === 0 && vm.photos.length === 0) return null;
  return (
    <div className="container home-feeds">
      <LatestArticles posts={vm.posts} />
      <PhotoGallery photos={vm.photos} />
    </div>
  );
});

export default function HomeFeeds() {
  return <FeedsIntl><Feeds /></FeedsIntl>;
}
