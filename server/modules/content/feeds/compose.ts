// The external content a server uses (docs/content-feeds.md): the adapter a test passes
// (ServerPorts), else the one the environment configures, else none.
import type { ModuleDeps } from '../../../ports.ts';
import { createInstagramPhotoFeed } from './instagram.ts';
import { createIpinfoCountry } from './ipinfo.ts';
import type { BlogFeedPort, IpCountryPort, PhotoFeedPort } from './port.ts';
import { createWordPressBlogFeed } from './wordpress.ts';

export function blogFeedOf(deps: ModuleDeps): BlogFeedPort | undefined {
  if (deps.ports.blogFeed) return deps.ports.blogFeed;
  const { config } = deps;
  return config.blogFeedUrl ? createWordPressBlogFeed({ url: config.blogFeedUrl, timeoutMs: config.contentFeedTimeoutMs }) : undefined;
}

export function photoFeedOf(deps: ModuleDeps): PhotoFeedPort | undefined {
  if (deps.ports.photoFeed) return deps.ports.photoFeed;
  const { config } = deps;
  if (!config.instagramUserId || !config.instagramAccessToken) return undefined;
  return createInstagramPhotoFeed({
    url: config.instagramGraphUrl, userId: config.instagramUserId, accessToken: config.instagramAccessToken, timeoutMs: config.contentFeedTimeoutMs,
  });
}

export function ipCountryOf(deps: ModuleDeps): IpCountryPort | undefined {
  if (deps.ports.ipCountry) return deps.ports.ipCountry;
  const { config } = deps;
  return config.ipinfoToken ? createIpinfoCountry({ url: config.ipinfoUrl, token: config.ipinfoToken, timeoutMs: config.contentFeedTimeoutMs }) : undefined;
}
