// The SocialSdk without Google or Facebook (unit tests, Storybook, the serverless mode): a provider
// is available when an outcome is given for it, and a press hands out that outcome's token (which
// the in-memory AuthApi knows when it was registered with MemoryBackend.socialIdentities) or fails
// as the vendor's SDK would ('cancelled': the pop-up closed; 'unavailable': the script did not load).
import {
  SocialSdkError, type GoogleButtonRequest, type SocialProvider, type SocialSdk, type SocialSdkFailure,
} from '../../application/ports/social-sdk.port';

export type MemorySocialOutcome = { token: string } | { failure: SocialSdkFailure };

export class MemorySocialSdk implements SocialSdk {
  constructor(private readonly outcomes: Partial<Record<SocialProvider, MemorySocialOutcome>> = {}) {}

  available(provider: SocialProvider): boolean {
    return this.outcomes[provider] !== undefined;
  }

  async googleIdToken(_request: GoogleButtonRequest): Promise<string> {
    return this.outcome('google');
  }

  async facebookAccessToken(): Promise<string> {
    return this.outcome('facebook');
  }

  private outcome(provider: SocialProvider): string {
    const outcome = this.outcomes[provider];
    if (!outcome) throw new SocialSdkError('unavailable', `${provider} is not configured`);
    if ('failure' in outcome) throw new SocialSdkError(outcome.failure);
    return outcome.token;
  }
}
