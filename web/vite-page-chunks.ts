import { basename } from 'node:path';
import type { Plugin, Rollup } from 'vite';

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

/** Marks a module that code outside the features imports too (the demo's simulator, the developer corners). */
const outsideTheFeatures = '(outside the features)';

/**
 * For each module outside the features (but for those the entry loads), the features whose modules import it, directly
 * or through other modules outside the features, and `outsideTheFeatures` where other code imports it (the entry on
 * demand, or code no feature reaches): only those features' pages, and that code, load it.
 */
function featuresUsing(graph: ModuleGraph, loaded: ReadonlySet<string>): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const reach = (id: string, feature: string): void => {
    if (loaded.has(id) || featureOf(id) !== undefined) return;
    const features = users.get(id) ?? new Set<string>();
    if (features.has(feature)) return;
    users.set(id, features.add(feature));
    graph.get(id)?.imports.forEach((imported) => reach(imported, feature));
  };
  // What a module loads on demand comes with what it imports: a user as much as what it imports statically.
  const everyImportOf = (id: string): string[] => {
    const module = graph.get(id);
    return module === undefined ? [] : [...module.imports, ...module.dynamicImports];
  };
  for (const [id, { dynamicImports }] of graph) {
    const feature = featureOf(id);
    if (loaded.has(id)) dynamicImports.forEach((imported) => reach(imported, outsideTheFeatures));
    else if (feature !== undefined) everyImportOf(id).forEach((imported) => reach(imported, feature));
  }
  const unreached = [...graph.keys()].filter((id) => !loaded.has(id) && featureOf(id) === undefined && !users.has(id));
  for (const id of unreached) everyImportOf(id).forEach((imported) => reach(imported, outsideTheFeatures));
  return users;
}

const onlyOne = (features: ReadonlySet<string> | undefined): string | undefined =>
  features?.size === 1 && !features.has(outsideTheFeatures) ? [...features][0] : undefined;

/** A chain of chunks that ends where it began, if the bundle has one. */
export function importCycle(bundle: Rollup.OutputBundle): string[] | undefined {
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | undefined => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    const chunk = bundle[file];
    if (done.has(file) || chunk?.type !== 'chunk') return undefined;
    for (const imported of chunk.imports) {
      const cycle = visit(imported, [...path, file]);
      if (cycle !== undefined) return cycle;
    }
    done.add(file);
    return undefined;
  };
  for (const file of Object.keys(bundle)) {
    const cycle = visit(file, []);
    if (cycle !== undefined) return cycle;
  }
  return undefined;
}

/**
 * The JavaScript of the pages drawn without MUI (those the router loads with `lazyPage`) in a few files per page instead
 * of a dozen or more. rolldown splits a page by which other pages share each module, and the pages share their form
 * fields, rules and store modules in every combination: /login came in 14 files of 0.3 to 2.3 KB, fetched six at a time
 * after the entry (four round trips on a mobile connection). Here each such module goes into one chunk per feature
 * (`page-<feature>`): a page then loads its feature's other MUI-free code too, a few KB. A module outside the features
 * goes with the one feature whose modules (MUI pages' included) use it, as a call's answer validators go with the
 * feature that makes the call, and into one shared chunk (`page-kit`) when several features use it, or code outside the
 * features does too (the demo's simulator checks every answer with the same validators): every page loaded
 * one kit with every MUI-free page's validators in it (8.8 of /cart's 12.2 KB brotli after the entry). Modules the entry loads stay in the entry (the `$initial` group ranks first), and code that
 * uses MUI, and so every MUI page, keeps rolldown's own splitting. A page of `pagesApart` keeps what only it uses of its
 * feature in a chunk of its own (`page-<feature>-<module>`), out of the file its sibling pages load.
 */
export function pageChunks({ pagesApart = [] }: { pagesApart?: readonly RegExp[] } = {}): {
  plugin: Plugin;
  chunkName: (id: string) => string | null;
} {
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
      // A page that uses MUI (or a module of it that does) keeps rolldown's splitting, so no MUI-free page ever loads
      // MUI with its feature's chunk.
      const pages = [...graph]
        .filter(([id]) => isFeatureIndex(id))
        .flatMap(([, { dynamicImports }]) => dynamicImports)
        .filter((page) => ![...staticClosure(graph, [page], initial)].some(usesMuiDirectly));
      const users = featuresUsing(graph, initial);
      for (const id of staticClosure(graph, pages, initial)) {
        // Virtual modules (rolldown's runtime, Vite's preload helper) are the bundler's to place.
        if (id.startsWith('\0')) continue;
        const feature = featureOf(id) ?? onlyOne(users.get(id));
        names.set(id, feature === undefined ? 'page-kit' : `page-${feature}`);
      }
      // A page apart takes the modules of its feature that no other page uses into a chunk of its own.
      for (const page of pages.filter((id) => pagesApart.some((pattern) => pattern.test(id)))) {
        const feature = featureOf(page);
        const others = staticClosure(
          graph,
          pages.filter((other) => other !== page),
          initial,
        );
        const name = `page-${feature}-${basename(page).replace(/(-page)?\.[^.]+$/, '')}`;
        for (const id of staticClosure(graph, [page], initial)) {
          if (!others.has(id) && featureOf(id) === feature) names.set(id, name);
        }
      }
    },
    generateBundle(_options, bundle) {
      // A group takes its modules without what they import (includeDependenciesRecursively: false), so two chunks
      // could come to import each other, and one of them would run before a module it needs: fail the build instead.
      const cycle = importCycle(bundle);
      if (cycle !== undefined) this.error(`The build's chunks import each other in a cycle: ${cycle.join(' -> ')}`);
    },
  };
  return { plugin, chunkName: (id) => names.get(id) ?? null };
}
