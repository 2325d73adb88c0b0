// HTTP bindings of the search feature's ports (issue 5). Called by createHttpContainer.
import type { Container } from 'inversify';

export function bindSearchHttp(_container: Container): void {}
