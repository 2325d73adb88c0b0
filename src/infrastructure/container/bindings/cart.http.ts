// HTTP bindings of the cart feature's ports (issue 5). Called by createHttpContainer.
import type { Container } from 'inversify';

export function bindCartHttp(_container: Container): void {}
