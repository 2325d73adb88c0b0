// The import-circle rule of docs/architecture.md ('No import circles'), checked by dependency-cruiser:
// `npm run cycles` (src, server, services) is a step of `npm test`; tests/tooling/import-cycles.test.ts
// proves it fails on a planted circle (tests/fixtures/import-cycles/).
//
// What counts: every static import, type-only imports included (`import type` is erased from the
// build, but a circle of types is still two modules that cannot be read one without the other).
// What does not: a lazy `import()`. It is how a chunk is split off (the route table loads each screen,
// the feature loader each binding module) and it runs after both modules are loaded, so it cannot
// make an initialisation circle. Those two seams have a rule of their own below instead.
import { fileURLToPath } from 'node:url';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move what both sides need into a module both can import (docs/architecture.md).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'paths-import-nothing',
      severity: 'error',
      comment: 'The route paths are a module of constants: anything may import them, they import nothing.',
      from: { path: '^src/ui/routes/paths\\.ts$' },
      to: {},
    },
    {
      name: 'base-container-below-the-container',
      severity: 'error',
      comment: 'The base container (tokens, runtime configuration, storage) imports no other module of the container folder.',
      from: { path: '^src/infrastructure/container/base-container\\.ts$' },
      to: { path: '^src/infrastructure/container/' },
    },
    {
      name: 'route-table-for-the-router',
      severity: 'error',
      comment: 'The route table loads every screen: a screen, layout or component naming a path imports src/ui/routes/paths.ts instead (tests of the table itself may read it).',
      from: { path: '^src/', pathNot: '^src/ui/routes/(router\\.tsx|paths\\.test\\.ts|seo-routes\\.test\\.ts)$|^src/entry-server\\.tsx$' },
      to: { path: '^src/ui/routes/table\\.ts$' },
    },
    {
      name: 'bindings-import-the-base-not-the-container',
      severity: 'error',
      comment: 'The container loads the binding modules: they take its tokens from container/base-container.ts, never the container.',
      from: { path: '^src/infrastructure/container/bindings/' },
      to: { path: '^src/infrastructure/container/[^/]+$', pathNot: '^src/infrastructure/container/base-container\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // dynamic: the lazy import() edges leave the graph before circles are looked for (see above).
    exclude: { path: 'node_modules', dynamic: true },
    tsPreCompilationDeps: true,
    // The project's tsconfig wherever the check runs from (the test runs it inside a fixture folder).
    tsConfig: { fileName: fileURLToPath(new URL('tsconfig.json', import.meta.url)) },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
