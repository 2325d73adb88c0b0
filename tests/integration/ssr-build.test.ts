// What the page renderer reads from the build (server/http/ssr-build.ts): the start's stages, asked
// for with the entry's code by every page, and the loader that asks for them after the first paint.
import { describe, expect, it } from 'vitest';
import { PRELOAD_BATCH, bootStages, chunkGraph, codeLoader, entryGraph, type Manifest } from '../../server/http/ssr-build.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'], dynamicImports: ['src/boot/core.ts', 'src/boot/view.tsx', 'src/ui/screens/HomePage.tsx'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/boot/core.ts': { file: 'assets/core-1.js', imports: ['_lib-1.js', 'index.html'] },
  'src/boot/view.tsx': { file: 'assets/view-1.js', imports: ['_react-1.js', '_lib-1.js'] },
  '_lib-1.js': { file: 'assets/lib-1.js' },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/ui/screens/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_react-1.js', '_home-1.js'] },
  '_home-1.js': { file: 'assets/home-1.js' },
  // A page's own dynamic import of a module under src/boot/ is not a stage of the start.
  'src/ui/screens/Other.tsx': { file: 'assets/Other-1.js', dynamicImports: ['src/boot/elsewhere.ts'] },
};

describe('the start stages of the build', () => {
  it('are the dynamic imports of the entry under src/boot/, in order', () => {
    expect(bootStages(manifest)).toEqual(['src/boot/core.ts', 'src/boot/view.tsx']);
    expect(bootStages({})).toEqual([]);
  });

  it('bring their static imports along, without the entry’s own graph, then the page’s', () => {
    const entry = entryGraph(manifest);
    const keys = new Set<string>();
    for (const key of [...bootStages(manifest), 'src/ui/screens/HomePage.tsx']) chunkGraph(manifest, key, entry, keys);
    expect([...keys].map((k) => manifest[k]?.file)).toEqual([
      'assets/core-1.js', 'assets/lib-1.js', 'assets/view-1.js', 'assets/react-1.js', 'assets/HomePage-1.js', 'assets/home-1.js',
    ]);
  });
});

describe('the code loader', () => {
  it('adds the preloads a few per task, the entry with the first batch, each once', () => {
    const files = Array.from({ length: PRELOAD_BATCH * 2 + 1 }, (_, i) => `/assets/c${i}.js`);
    const script = codeLoader('/assets/index-1.js', [...files, files[0] as string]);
    const list = JSON.parse(/u=(\[[^\]]*\])/.exec(script)?.[1] ?? '[]') as string[];
    expect(list).toEqual(files);
    expect(script).toContain(`u.slice(i,i+${PRELOAD_BATCH})`);
    expect(script).toContain('s.src="/assets/index-1.js"');
    expect(codeLoader('', files)).toBe('');
  });
});
