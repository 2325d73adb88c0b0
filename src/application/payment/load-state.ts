// The load of a wallet or perks page (wallet, withdraw, bank accounts; saved cards, vouchers, promotions, favorites): `loading` while the calls run,
// `loadError` when one fails (what was shown stays), the results applied in one MobX action.
import { runInAction } from 'mobx';

export interface LoadState {
  loading: boolean;
  loadError: unknown;
}

export async function loadInto<T>(target: LoadState, fetch: () => Promise<T>, apply: (result: T) => void): Promise<void> {
  runInAction(() => {
    target.loading = true;
    target.loadError = null;
  });
  try {
    const result = await fetch();
    runInAction(() => apply(result));
  } catch (error) {
    runInAction(() => {
      target.loadError = error;
    });
  } finally {
    runInAction(() => {
      target.loading = false;
    });
  }
}
