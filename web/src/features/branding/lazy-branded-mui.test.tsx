import { screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { loadedConfiguration, testConfig } from '../../testing/test-config';
import { useTheme } from '@mui/material/styles';
import { brandPalette } from './brand-palette';
import { lazyPart } from '../../lib/lazy-part';
import { lazyBrandedMui, withBrandedTheme } from './lazy-branded-mui';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The page greeting `name`, inside the storefront's providers, whose configuration the branded theme reads. */
function renderInStorefront(Page: ComponentType<{ name: string }>, name: string) {
  const page = (
    <Suspense fallback={<p>Loading</p>}>
      <Page name={name} />
    </Suspense>
  );
  renderRoutes({ routes: { '/': page }, preloadedState: { configuration: loadedConfiguration() } });
}

describe('a lazily loaded MUI page', () => {
  it('is fetched once, whether preloaded first or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = lazyBrandedMui(load);

    Page.preload();
    Page.preload();
    renderInStorefront(Page, 'Asha');

    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Page = lazyBrandedMui(load);

    Page.preload();
    // Past the failure: its promise has settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    renderInStorefront(Page, 'Ravi');

    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** What an MUI dialog of a page drawn without MUI would read from the theme. */
function PrimaryColour() {
  return <p>Primary {useTheme().palette.primary.main}</p>;
}

describe('a lazily loaded MUI part of a page without MUI', () => {
  it("renders inside the configuration's branded theme, not MUI's default one", async () => {
    const Part = lazyPart(withBrandedTheme(() => Promise.resolve(PrimaryColour)));
    renderRoutes({ routes: { '/': <Part /> }, preloadedState: { configuration: loadedConfiguration() } });

    const brandPrimary = brandPalette(testConfig).primary;
    expect(brandPrimary).not.toBe('#1976d2');
    expect(await screen.findByText(`Primary ${brandPrimary}`)).toBeInTheDocument();
  });
});

/** How the theme around it draws an opacity change. */
function OpacityTransition() {
  return <p>Transition {useTheme().transitions.create('opacity')}</p>;
}

/** A system whose accessibility settings answer `reducedMotion` to the prefers-reduced-motion query. */
function systemAsking({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// web/src/testing/setup.ts unstubs matchMedia after each test.
describe("the branded theme and the visitor's motion setting", () => {
  it.each([
    { reducedMotion: true, shown: 'Transition none' },
    { reducedMotion: false, shown: /^Transition opacity \d+ms/ },
  ])('with reduced motion $reducedMotion, transitions show as $shown', async ({ reducedMotion, shown }) => {
    systemAsking({ reducedMotion });
    const Part = lazyPart(withBrandedTheme(() => Promise.resolve(OpacityTransition)));
    renderRoutes({ routes: { '/': <Part /> }, preloadedState: { configuration: loadedConfiguration() } });

    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});
