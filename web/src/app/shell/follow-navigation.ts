import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { StorefrontConfig } from '../../features/configuration';
import { focusPageHeading, pageHeading } from '../../lib/page-heading';

/** How long a page opened on demand may take to draw its heading before the document stops waiting for it. */
const headingWaitMs = 10_000;

/**
 * Names the document after the page's heading ("My Cart | Lumen Gift Store | Lumen Rewards"; the home keeps the
 * brand's own title) and, after a navigation inside the storefront (not the first load, which starts at the top),
 * moves the focus to that heading: a screen reader then says where the shopper is, as a new page load would (WCAG
 * 2.4.2, 2.4.3). A page loaded on demand draws its heading once its chunk and its data arrive, so it is waited for.
 */
export function useFollowNavigation(config: Pick<StorefrontConfig, 'product_name' | 'organization_name'> | null): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    if (config === null) return undefined;
    const brandTitle = `${config.product_name} | ${config.organization_name}`;
    const moveFocus = !firstPage.current;
    firstPage.current = false;
    const startedAt = performance.now();
    let frame = 0;
    const followHeading = () => {
      const heading = pageHeading();
      if (heading === null) {
        if (performance.now() - startedAt < headingWaitMs) frame = requestAnimationFrame(followHeading);
        return;
      }
      const name = heading.textContent?.trim() ?? '';
      document.title = pathname === '/' || name === '' ? brandTitle : `${name} | ${brandTitle}`;
      if (moveFocus && !heading.contains(document.activeElement)) focusPageHeading(heading);
    };
    followHeading();
    return () => cancelAnimationFrame(frame);
  }, [pathname, config]);
}
