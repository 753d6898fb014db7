import { getResponse, type HttpHandler } from 'msw';

/**
 * The simulator's own pages (the payment page) in the demo. A service worker never sees a navigation, so the static
 * host answers such a URL with the storefront's index.html, and the page asks the simulator's handlers itself: it shows
 * the HTML they answer and sends its forms to them, following their redirects with a real navigation.
 */
export async function showSimulatorPage(handlers: readonly HttpHandler[], afterCall: () => void): Promise<void> {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    // Attributes, not form.method and form.action: a field of that name (the payment form's "method") hides them.
    if (!(form instanceof HTMLFormElement) || form.getAttribute('method')?.toLowerCase() !== 'post') return;
    event.preventDefault();
    const body = new URLSearchParams();
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string') body.append(name, value);
    });
    const action = new URL(form.getAttribute('action') ?? '', document.baseURI);
    void show(handlers, new Request(action, { method: 'POST', body }), afterCall);
  });
  await show(handlers, new Request(window.location.href), afterCall);
}

async function show(handlers: readonly HttpHandler[], request: Request, afterCall: () => void): Promise<void> {
  const response = (await getResponse([...handlers], request)) ?? notFound(request);
  afterCall();
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location !== null) {
    window.location.assign(new URL(location, request.url).href);
    return;
  }
  // The simulator escapes every value it writes into its pages, as its HTTP server sends them; DOMParser runs no script.
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  document.replaceChild(document.adoptNode(page.documentElement), document.documentElement);
}

const notFound = (request: Request): Response =>
  new Response(`The simulator has no page at ${new URL(request.url).pathname}.`, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
