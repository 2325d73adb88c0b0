/**
 * The subset of the reflect-metadata polyfill Inversify 8 uses (through
 * @inversifyjs/reflect-metadata-utils: Reflect.getOwnMetadata, getMetadata, defineMetadata;
 * plus the key listing and delete functions, which the package's own polyfill calls when it
 * finds this one installed first, e.g. in node tests where Inversify is not bundled),
 * about 0.5 kB instead of the
 * package's two copies (reflect-metadata + reflect-metadata/lite, ~9 kB gzip).
 * vite.config.ts aliases 'reflect-metadata' and 'reflect-metadata/lite' here for the browser
 * build, Storybook and the unit tests; emitDecoratorMetadata is off, so no design:* keys exist.
 * It installs nothing when a full polyfill is already there.
 */
type Key = unknown;
type Target = object;
type Prop = string | symbol | undefined;

const store = new WeakMap<Target, Map<Prop, Map<Key, unknown>>>();

function own(target: Target, prop: Prop, create: boolean): Map<Key, unknown> | undefined {
  let byProp = store.get(target);
  if (!byProp) {
    if (!create) return undefined;
    byProp = new Map();
    store.set(target, byProp);
  }
  let map = byProp.get(prop);
  if (!map && create) {
    map = new Map();
    byProp.set(prop, map);
  }
  return map;
}

function find(key: Key, target: Target, prop: Prop): Map<Key, unknown> | undefined {
  for (let t: Target | null = target; t; t = Object.getPrototypeOf(t) as Target | null) {
    const map = own(t, prop, false);
    if (map?.has(key)) return map;
  }
  return undefined;
}

const api = {
  defineMetadata(key: Key, value: unknown, target: Target, prop?: Prop): void {
    own(target, prop, true)?.set(key, value);
  },
  getOwnMetadata(key: Key, target: Target, prop?: Prop): unknown {
    return own(target, prop, false)?.get(key);
  },
  hasOwnMetadata(key: Key, target: Target, prop?: Prop): boolean {
    return own(target, prop, false)?.has(key) ?? false;
  },
  getMetadata(key: Key, target: Target, prop?: Prop): unknown {
    return find(key, target, prop)?.get(key);
  },
  hasMetadata(key: Key, target: Target, prop?: Prop): boolean {
    return find(key, target, prop) !== undefined;
  },
  getOwnMetadataKeys(target: Target, prop?: Prop): Key[] {
    return [...(own(target, prop, false)?.keys() ?? [])];
  },
  getMetadataKeys(target: Target, prop?: Prop): Key[] {
    const keys = new Set<Key>();
    for (let t: Target | null = target; t; t = Object.getPrototypeOf(t) as Target | null) {
      for (const key of own(t, prop, false)?.keys() ?? []) keys.add(key);
    }
    return [...keys];
  },
  deleteMetadata(key: Key, target: Target, prop?: Prop): boolean {
    return own(target, prop, false)?.delete(key) ?? false;
  },
  metadata(key: Key, value: unknown) {
    return (target: Target, prop?: Prop): void => api.defineMetadata(key, value, target, prop);
  },
};

const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect.getOwnMetadata !== 'function') {
  for (const [name, fn] of Object.entries(api)) reflect[name] = fn;
}

export {};
