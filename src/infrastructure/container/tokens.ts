// The container's own tokens: what the composition root binds besides the ports (their tokens sit
// beside them in src/application/ports) and the adapters' own (HTTP_CLIENT, BROWSER_STORAGE, ...).
// A module of constants that imports nothing: the binding modules import their tokens from here,
// never from create-container.ts, which imports them (docs/architecture.md 'No import circles').

/** The RuntimeConfig (../config/runtime-config) the container was made with. */
export const RUNTIME_CONFIG = Symbol.for('infrastructure.RuntimeConfig');
