/** "Download my data" (docs/privacy.md): asks the server for the export; the screen saves it as a file. */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PRIVACY_API, type PrivacyApi } from './privacy.port';

export const DATA_EXPORT_VIEW_MODEL = Symbol.for('privacy.DataExportViewModel');

@injectable()
export class DataExportViewModel {
  exporting = false;
  failed = false;

  /** No api: the serverless demo keeps nothing about anyone, so there is nothing to export (the download fails with its message). */
  constructor(@inject(PRIVACY_API) @optional() private readonly api?: PrivacyApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** The export, or null when it failed (then `failed`). One at a time. */
  async exportData(): Promise<unknown> {
    if (this.exporting) return null;
    this.exporting = true;
    this.failed = false;
    try {
      if (!this.api) throw new Error('no server to export from');
      return await this.api.exportData();
    } catch {
      runInAction(() => { this.failed = true; });
      return null;
    } finally {
      runInAction(() => { this.exporting = false; });
    }
  }
}
