/** Public API of the featured images' rules (docs/banners.md). */
export {
  FEATURED_LIMITS, FEATURED_PLACEMENTS, featuredImageProblems, isExternalLink, isFeaturedPlacement, isSafeLink, normaliseFeaturedInput, popUpFlag,
} from './rules';
export type { FeaturedField, FeaturedImageInput, FeaturedPlacement, FeaturedProblem, FeaturedProblems } from './rules';
