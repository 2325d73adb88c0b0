/**
 * The analytics sink bound at boot (ANALYTICS; docs/privacy.md): view-models report events here from
 * the first moment, while the consent and the analytics service arrive with the 'privacy' feature
 * once the first page has gone idle (src/ui/components/PrivacyHost.tsx attaches the service). Until
 * then an event has nowhere to go: no pixel can have started before the service exists, so nothing
 * is lost that consent would have let through, but for an event in the page's first idle seconds.
 */
import { injectable } from 'inversify';
import type { AnalyticsEvent, AnalyticsSink } from './analytics.port';

@injectable()
export class AnalyticsRelay implements AnalyticsSink {
  private target: AnalyticsSink | null = null;

  /** The analytics service, once the privacy feature has loaded (once per app). */
  attach(target: AnalyticsSink): void {
    this.target = target;
  }

  get attached(): boolean {
    return this.target !== null;
  }

  track(event: AnalyticsEvent): void {
    this.target?.track(event);
  }
}
