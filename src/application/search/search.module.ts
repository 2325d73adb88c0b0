/**
 * The search feature's view-models, loaded with the results page's chunk or the image-search
 * dialog's chunk (useViewModel(token, searchModule)), never with the entry.
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { IMAGE_SEARCH_SESSION, ImageSearchSession } from './image-search-session';
import { IMAGE_SEARCH_VIEW_MODEL, ImageSearchViewModel } from './image-search-view-model';
import { RESULTS_VIEW_MODEL, ResultsViewModel } from './results-view-model';

export const searchModule = withFeatures(['search'], new ContainerModule(({ bind }) => {
  bind(RESULTS_VIEW_MODEL).to(ResultsViewModel).inTransientScope();
  bind(IMAGE_SEARCH_VIEW_MODEL).to(ImageSearchViewModel).inTransientScope();
  bind(IMAGE_SEARCH_SESSION).to(ImageSearchSession).inSingletonScope();
}));
