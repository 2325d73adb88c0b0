/**
 * The calculator's bindings, loaded with the /kalkulator page's chunk (not at boot), so the
 * pricing domain and the view-model stay out of the entry. The page loads it into the app's
 * container on first use (useViewModel(token, calculatorModule)).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { CALCULATOR_VIEW_MODEL, CalculatorViewModel } from './calculator-view-model';

export const calculatorModule = withFeatures(['pricing'], new ContainerModule(({ bind }) => {
  bind(CALCULATOR_VIEW_MODEL).to(CalculatorViewModel).inTransientScope();
}));
