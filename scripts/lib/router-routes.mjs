import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every route of the storefront's router (web/src/app/router.tsx) with the modules it loads lazily, as manifest keys
 * (relative to web/): the page's module, for a page wrapped with lazyPage or React's lazy. A page the router takes from
 * a feature's index.ts without a lazy wrapper (the home and not-found pages) is in the entry.
 *
 * Read from the source, so that a new route is measured without anyone remembering to add it; a route whose page
 * cannot be traced throws rather than going unmeasured.
 */
export function routerRoutes(root) {
  const web = join(root, 'web');
  const router = readFileSync(join(web, 'src', 'app', 'router.tsx'), 'utf8');

  const featureOf = new Map();
  for (const [, names, feature] of router.matchAll(/import \{([^}]+)\} from '\.\.\/features\/([\w-]+)';/g)) {
    for (const name of names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean))
      featureOf.set(name, feature);
  }

  const indexes = new Map();
  const lazyModulesOf = (page) => {
    const feature = featureOf.get(page);
    if (feature === undefined) throw new Error(`router.tsx renders ${page}, imported from no feature's index.ts`);
    if (!indexes.has(feature)) {
      indexes.set(feature, readFileSync(join(web, 'src', 'features', feature, 'index.ts'), 'utf8'));
    }
    const wrapper = new RegExp(
      `export const ${page} = (lazyPage|lazy)(?:<[^>]*>)?\\(\\s*(?:async )?\\(\\) =>\\s*import\\('\\./([\\w-]+)'\\)`,
    ).exec(indexes.get(feature));
    if (wrapper === null) {
      // A lazy page this pattern does not know would be sized as part of the entry: fail instead.
      if (indexes.get(feature).includes(`export const ${page} =`)) {
        throw new Error(`features/${feature}/index.ts: ${page} is wrapped in a way router-routes.mjs does not know`);
      }
      return [];
    }
    return [`src/features/${feature}/${wrapper[2]}.tsx`];
  };

  // A layout route has an absolute path and its element on the lines below; its children have relative paths, or
  // `index`, and a one-line element. Either may have an id first.
  const routes = [];
  let parent = '/';
  for (const match of router.matchAll(
    /<Route\s+(?:id="[\w-]+"\s+)?(?:path="([^"]+)"|(index))(\s+element=\{<(\w+) \/>\})?/g,
  )) {
    const [, path, index, , page] = match;
    if (page === undefined) {
      if (path?.startsWith('/')) parent = path;
      continue;
    }
    const child = index === undefined ? path : '';
    const full = child === '*' ? '/*' : `${parent.replace(/\/$/, '')}/${child}`.replace(/\/$/, '') || '/';
    routes.push({ path: full, page, lazyModules: lazyModulesOf(page) });
  }
  if (routes.length === 0 || routes[0].path !== '/') throw new Error('router.tsx: no routes found, or / is not first');
  return routes;
}
