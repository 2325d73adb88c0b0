// The main API's revocations heard through Redis (REDIS_URL, the same as the main server's;
// docs/courses.md "Token trust"): a logout, a session ended, a password change or reset or a
// deactivation drops the customer's cached tokens here at once, instead of after
// COURSE_TOKEN_CACHE_TTL_MS. While the subscription is down the cache is off (every call asks the
// main API); once subscribed again it is emptied (notices sent meanwhile were missed).
import type { FastifyBaseLogger } from 'fastify';
import { subscribeToChanges, type ChangeSubscription } from '../../../server/shared/redis.ts';
import type { CourseConfig } from '../config.ts';
import type { CourseAuth } from './auth.ts';

/** Subscribes when REDIS_URL is set; null otherwise (the cache then trusts a token for its TTL). */
export function listenToRevocations(config: Pick<CourseConfig, 'redisUrl' | 'redisKeyPrefix'>, auth: CourseAuth, log: FastifyBaseLogger): ChangeSubscription | null {
  if (!config.redisUrl) return null;
  const subscription = subscribeToChanges({ url: config.redisUrl, prefix: config.redisKeyPrefix, log });
  subscription.listen({
    message(message) {
      if (message.kind === 'login-token' || message.kind === 'customer-tokens') auth.forgetCustomer(message.customerId);
    },
    pause: () => auth.pause(),
    resync: () => auth.clear(),
  });
  return subscription;
}
