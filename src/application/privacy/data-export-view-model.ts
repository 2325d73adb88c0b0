/** "Download my data" (docs/privacy.md): asks the server for the export; the screen saves it as a file. */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PRIVACY_API, type PrivacyApi } from './privacy.port';

export const DATA_EXPORT_VIEW_MODEL = Symbol.for('privacy.DataExportViewModel');

@injectable()
export class DataExportViewModel {
  exporting = false;
  failed = false;

  constructor(@inject(PRIVACY_API) private readonly api: PrivacyApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** The export, or null when it failed (then `failed`). One at a time. */
  async exportData(): Promise<unknown> {
    if (this.exporting) return null;
    this.exporting = true;
    this.failed = false;
    try {
      return await this.api.exportData();
    } catch {
      runInAction(() => { this.failed = true; });
      return null;
    } finally {
      runInAction(() => { this.exporting = false; });
    }
  }
}
