// HTTP routes of the content module (home, search, image search, support, bookmarks, promotions, featured images, external feeds), under /api
// (docs/api/content.md).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { homeRoutes } from './routes-home.ts';
import { searchRoutes } from './routes-search.ts';
import { imageSearchRoutes } from './routes-image.ts';
import { supportRoutes } from './routes-support.ts';
import { bookmarkRoutes } from './routes-bookmark.ts';
import { promoRoutes } from './routes-promo.ts';
import { categoryRoutes } from './routes-category.ts';
import { featuredRoutes } from './routes-featured.ts';
import { feedRoutes } from './routes-feeds.ts';

export async function contentRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await homeRoutes(app, deps);
  await searchRoutes(app, deps);
  await imageSearchRoutes(app, deps);
  await supportRoutes(app, deps);
  await bookmarkRoutes(app, deps);
  await promoRoutes(app, deps);
  await categoryRoutes(app, deps);
  await featuredRoutes(app, deps);
  await feedRoutes(app, deps);
}
