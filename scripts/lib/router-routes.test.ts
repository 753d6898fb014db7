import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routerRoutes } from './router-routes.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project with a router of three routes (two with ids) and one feature whose index.ts is `index`. */
function projectWith(index: string): string {
  const root = mkdtempSync(join(tmpdir(), 'router-routes-'));
  roots.push(root);
  mkdirSync(join(root, 'web', 'src', 'app'), { recursive: true });
  mkdirSync(join(root, 'web', 'src', 'features', 'shop'), { recursive: true });
  writeFileSync(
    join(root, 'web', 'src', 'app', 'router.tsx'),
    `import { HomePage, LoginPage, CartPage } from '../features/shop';
<Route
  id="frame"
  path="/"
  element={
    <Gate>
      <Layout />
    </Gate>
  }
>
  <Route id="home" index element={<HomePage />} />
  <Route path="login" element={<LoginPage />} />
  <Route path="cart" element={<CartPage />} />
</Route>`,
  );
  writeFileSync(join(root, 'web', 'src', 'features', 'shop', 'index.ts'), index);
  return root;
}

describe('routerRoutes', () => {
  it('sizes a lazy page with its own module, and a page of the entry with none', () => {
    const root = projectWith(`export { HomePage } from './home-page';
export const LoginPage = lazyPage(() => import('./login-page').then((module) => module.LoginPage));
export const CartPage = lazy(() => import('./cart-page'));
`);

    expect(routerRoutes(root)).toEqual([
      { path: '/', page: 'HomePage', lazyModules: [] },
      { path: '/login', page: 'LoginPage', lazyModules: ['src/features/shop/login-page.tsx'] },
      { path: '/cart', page: 'CartPage', lazyModules: ['src/features/shop/cart-page.tsx'] },
    ]);
  });

  it('refuses a lazy page wrapped in a way it does not know rather than sizing it as part of the entry', () => {
    const root = projectWith(`export { HomePage } from './home-page';
export const LoginPage = lazyPage(() => import('./login-page').then((module) => module.LoginPage));
export const CartPage = lazyWithRetry(() => import('./cart-page').then((module) => module.CartPage));
`);

    expect(() => routerRoutes(root)).toThrow('CartPage is wrapped in a way router-routes.mjs does not know');
  });
});
