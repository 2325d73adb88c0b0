/**
 * The blog's latest articles and the shop's photos (docs/content-feeds.md), loaded once the home page
 * is idle (HomeFeeds). Its own file: home.module.ts goes with the home blocks' chunk, this one only
 * with the feeds' chunk.
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { HOME_FEEDS_VIEW_MODEL, HomeFeedsViewModel } from './home-feeds-view-model';

export const homeFeedsModule = withFeatures(['feeds'], new ContainerModule(({ bind }) => {
  bind(HOME_FEEDS_VIEW_MODEL).to(HomeFeedsViewModel).inTransientScope();
}));
