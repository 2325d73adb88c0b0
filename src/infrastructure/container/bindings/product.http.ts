// HTTP bindings of the product feature's ports (issue 5). Called by createHttpContainer.
import type { Container } from 'inversify';

export function bindProductHttp(_container: Container): void {}
