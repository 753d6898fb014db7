import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardProviderCall, forwardRequest, providerPath } from '../scripts/lib/forward-request.mjs';
import { expect, test } from './support/fixtures';
import { CartPage } from './pages/cart-page';
import { seedShopper } from './support/seed';

/**
 * One origin in front of both, as a deployment behind a reverse proxy has it: /api/... goes on to the provider (the
 * worker's simulator), config.json names that path, and everything else is the storefront's build.
 */
async function startOneOrigin(storefrontUrl: string, providerUrl: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (forwardProviderCall(request, response, providerUrl)) return;
    const path = request.url ?? '/';
    if (path === '/config.json') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ apiBaseUrl: `${url}${providerPath}`, simulator: true }));
    } else {
      forwardRequest(request, response, `${storefrontUrl}${path}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, server };
}

// A call to its own origin needs no CORS and no preflight: what matters is that none goes anywhere else.
test('behind one origin, the signed-in cart loads and saves with no call to another origin', async ({
  page,
  context,
  baseURL,
  provider,
  seed,
  simulator,
}) => {
  if (baseURL === undefined) throw new Error('playwright.config.ts must set use.baseURL');
  const front = await startOneOrigin(baseURL, simulator.url);
  try {
    const { access_token: token, refresh_token: refresh } = await provider.read('login', {
      json: { username: seedShopper.email, password: seedShopper.password, grant_type: 'password' },
    });
    await context.addCookies([
      { name: 'access_token', value: token, url: front.url, sameSite: 'Lax' },
      { name: 'refresh_token', value: refresh, url: front.url, sameSite: 'Lax' },
    ]);
    const name = (await seed.product(2)).name;
    await seed.addCartLine(token, 2, { quantity: 2 });
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      // The provider's pictures are its own absolute URLs; anything else is a call that left the origin.
      if (!sent.url().startsWith(`${front.url}/`) && !sent.url().includes('/__mock/media/')) {
        elsewhere.push(`${sent.method()} ${sent.url()}`);
      }
    });

    await page.goto(`${front.url}/cart`);
    const cart = new CartPage(page);
    const line = cart.line(name);
    await expect(line.quantity).toHaveValue('2');
    await line.increase.click();
    await expect(line.quantity).toHaveValue('3');
    await expect.poll(() => provider.read('getCart', {}, { token })).toMatchObject([{ product_id: 2, quantity: 3 }]);
    await expect(cart.cartLink).toHaveAccessibleName('Cart, 3 items');
    expect(elsewhere).toEqual([]);
  } finally {
    await new Promise<void>((resolve) => {
      front.server.close(() => resolve());
      front.server.closeAllConnections();
    });
  }
});
