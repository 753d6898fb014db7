import { useTheme } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { loadedConfiguration, testConfig } from '../../testing/test-config';
import { brandPalette } from './brand-palette';

/** What any MUI component of a page reads from the theme around it. */
function PrimaryColour() {
  return <p>Primary {useTheme().palette.primary.main}</p>;
}

/** How the theme around it draws an opacity change. */
function OpacityTransition() {
  return <p>Transition {useTheme().transitions.create('opacity')}</p>;
}

/** A system whose accessibility settings answer `reducedMotion` to the prefers-reduced-motion query. */
function systemAsking({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the branded theme around every page', () => {
  it("is the configuration's, not MUI's default one", () => {
    renderRoutes({ routes: { '/': <PrimaryColour /> }, preloadedState: { configuration: loadedConfiguration() } });

    const brandPrimary = brandPalette(testConfig).primary;
    expect(brandPrimary).not.toBe('#1976d2');
    expect(screen.getByText(`Primary ${brandPrimary}`)).toBeInTheDocument();
  });

  it("is MUI's default blue before the configuration has loaded", () => {
    renderRoutes({ routes: { '/': <PrimaryColour /> } });

    expect(screen.getByText('Primary #1976d2')).toBeInTheDocument();
  });

  // web/src/testing/setup.ts unstubs matchMedia after each test.
  it.each([
    { reducedMotion: true, shown: 'Transition none' },
    { reducedMotion: false, shown: /^Transition opacity \d+ms/ },
  ])('with reduced motion $reducedMotion, transitions show as $shown', ({ reducedMotion, shown }) => {
    systemAsking({ reducedMotion });
    renderRoutes({ routes: { '/': <OpacityTransition /> }, preloadedState: { configuration: loadedConfiguration() } });

    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});
