import type { Plugin } from 'vite';

type ModuleGraph = Map<string, { imports: readonly string[]; dynamicImports: readonly string[]; isEntry: boolean }>;

const usesMuiDirectly = (id: string): boolean => /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/.test(id);
const isFeatureIndex = (id: string): boolean => /[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id);
const featureOf = (id: string): string | undefined => /[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];

/** The modules some modules import statically, themselves included: what loads with them, but for `loaded`. */
function staticClosure(graph: ModuleGraph, roots: Iterable<string>, loaded = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id) || loaded.has(id)) return;
    seen.add(id);
    graph.get(id)?.imports.forEach(visit);
  };
  [...roots].forEach(visit);
  return seen;
}

/**
 * The JavaScript of the pages drawn without MUI (those the router loads with `lazyPage`) in a few files per page instead
 * of a dozen or more. rolldown splits a page by which other pages share each module, and the pages share their form
 * fields, rules and store modules in every combination: /login came in 14 files of 0.3 to 2.3 KB, fetched six at a time
 * after the entry (four round trips on a mobile connection). Here each such module goes into one chunk per feature
 * (`page-<feature>`) or, outside the features, one shared chunk (`page-kit`): a page then loads its feature's other
 * MUI-free code too, a few KB. Modules the entry loads stay in the entry (the `$initial` group ranks first), and code that
 * uses MUI, and so every MUI page, keeps rolldown's own splitting.
 */
export function pageChunks(): { plugin: Plugin; chunkName: (id: string) => string | null } {
  const names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'giftstore-page-chunks',
    apply: 'build',
    buildEnd() {
      names.clear();
      const graph: ModuleGraph = new Map();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info === null) continue;
        graph.set(id, {
          imports: info.importedIds,
          dynamicImports: info.dynamicallyImportedIds,
          isEntry: info.isEntry,
        });
      }
      // The entry's own MUI helpers (the colour functions) are there for every page: using them brings no MUI.
      const initial = staticClosure(
        graph,
        [...graph].filter(([, { isEntry }]) => isEntry).map(([id]) => id),
      );
      const muiUsers = new Set(
        [...graph.keys()].filter((id) => [...staticClosure(graph, [id], initial)].some(usesMuiDirectly)),
      );
      const pages = [...graph]
        .filter(([id]) => isFeatureIndex(id))
        .flatMap(([, { dynamicImports }]) => dynamicImports)
        .filter((page) => !muiUsers.has(page));
      for (const id of staticClosure(graph, pages, initial)) {
        if (muiUsers.has(id) || id.startsWith('\0')) continue;
        const feature = featureOf(id);
        names.set(id, feature === undefined ? 'page-kit' : `page-${feature}`);
      }
    },
  };
  return { plugin, chunkName: (id) => names.get(id) ?? null };
}
