// 405 for a known API path asked with a method it does not take (spec section 8: 405 'API route
// method not allowed'), with an `Allow` header listing the methods it does take (RFC 9110 15.5.6).
// Fastify answers such a request through the not-found handler, like an unknown path: this module
// records every API route as it is declared (the onRoute hook, installed before the routes) and tells
// that handler which methods a path has. docs/api.md 'Errors'.
import type { FastifyInstance } from 'fastify';

interface RoutePattern {
  readonly pattern: RegExp;
  readonly methods: Set<string>;
}

/** A Fastify route path (`/cart-detail/:code`, `/media/*`, `:id(^\\d+)`) as an anchored expression. */
export function routePattern(url: string): RegExp {
  let source = '';
  for (let i = 0; i < url.length; i++) {
    const char = url[i] ?? '';
    if (char === ':' && url[i + 1] !== ':') {
      // A parameter: its name, then an optional (regex) of its own.
      let j = i + 1;
      while (j < url.length && /[A-Za-z0-9_]/.test(url[j] ?? '')) j++;
      if (url[j] === '(') {
        let depth = 0;
        let k = j;
        for (; k < url.length; k++) {
          if (url[k] === '(') depth++;
          else if (url[k] === ')' && --depth === 0) break;
        }
        source += `(?:${url.slice(j + 1, k).replace(/^\^|\$$/g, '')})`;
        i = k;
      } else {
        source += '[^/]+';
        i = j - 1;
      }
    } else if (char === ':' && url[i + 1] === ':') {
      source += ':';
      i++;
    } else if (char === '*') {
      source += '.*';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

export interface MethodIndex {
  /** The methods the routes of `path` (without query) take, sorted; empty for a path no route has. */
  allowed(path: string): string[];
}

/**
 * Records the routes declared after it under `prefix` (call it before registering them). HEAD comes
 * with GET (Fastify declares it for every GET route).
 */
export function installMethodIndex(app: FastifyInstance, prefix = '/api/'): MethodIndex {
  const routes = new Map<string, RoutePattern>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const known = routes.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      known.methods.add(method.toUpperCase());
      if (method.toUpperCase() === 'GET') known.methods.add('HEAD');
    }
    routes.set(route.url, known);
  });
  return {
    allowed(path) {
      const methods = new Set<string>();
      for (const route of routes.values()) {
        if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
      }
      return [...methods].sort();
    },
  };
}
