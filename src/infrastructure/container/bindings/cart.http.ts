// HTTP bindings of the cart feature's extra ports (issue 5). The CartApi itself is bound eagerly
// by createHttpContainer (the header badge needs it at boot); called by createHttpContainer.
import type { Container } from 'inversify';

export function bindCartHttp(_container: Container): void {}
