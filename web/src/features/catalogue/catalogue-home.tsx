import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Button } from '../../lib/ui/button';
import { Spinner } from '../../lib/ui/spinner';
import { useMinWidth } from '../../lib/ui/use-media-query';
import { lazyPage } from '../../lib/lazy-page';
import { useConfig, useShownAfterLoad } from '../configuration';
import { CatalogueBanner } from './catalogue-banner';
import styles from './catalogue-home.module.css';
import {
  catalogueFiltersChanged,
  catalogueLessRequested,
  catalogueMoreRequested,
  catalogueOpened,
  catalogueSortChosen,
  selectCatalogue,
  type CatalogueFilters,
} from './catalogue-slice';
import {
  categoriesRequested,
  selectCategories,
  selectCategoriesError,
  selectCategoriesStatus,
  selectSubcategories,
} from './categories-slice';
import { appliedFilterCount, FilterPanel } from './filter-panel';
import { homeNavigationState } from './home-navigation';
import { ProductList } from './product-list';
import { SortSelect } from './sort-select';

// The drawer loads when a shopper first opens the filters on a small screen.
const FilterDrawer = lazyPage(() => import('./filter-drawer').then((module) => module.FilterDrawer));

type DrawerState = 'never-opened' | 'open' | 'closed';

/** Spec: the catalogue appears 600 ms after the configuration has loaded (its lists load meanwhile). */
export const catalogueRevealDelayMs = 600;

export function CatalogueHome() {
  const dispatch = useDispatch();
  const location = useLocation();
  const desktop = useMinWidth('md');
  const config = useConfig();
  const catalogue = useSelector(selectCatalogue);
  // A page of cards is the home's heaviest render: React renders the list from this copy in interruptible slices.
  const listedCatalogue = useDeferredValue(catalogue);
  const categories = useSelector(selectCategories);
  const subcategories = useSelector(selectSubcategories);
  const categoriesStatus = useSelector(selectCategoriesStatus);
  const categoriesError = useSelector(selectCategoriesError);
  const [drawer, setDrawer] = useState<DrawerState>('never-opened');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { chosenCategoryId, subCategories, priceRange } = catalogue;
  const shown = useShownAfterLoad(catalogueRevealDelayMs);

  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  // Every visit to the home (a new history entry) applies the category and subcategories it was sent with.
  useEffect(() => {
    dispatch(catalogueOpened(homeNavigationState(location.state)));
  }, [dispatch, location.key, location.state]);

  const filters: CatalogueFilters = useMemo(() => ({ subCategories, priceRange }), [subCategories, priceRange]);

  // With a category chosen the checklist offers its subcategories, plus any ticked elsewhere so they can be unticked.
  const offered = useMemo(
    () =>
      subcategories.filter(
        (subcategory) =>
          chosenCategoryId === null ||
          subcategory.category_id === undefined ||
          subcategory.category_id === chosenCategoryId ||
          subCategories.includes(subcategory.id),
      ),
    [subcategories, chosenCategoryId, subCategories],
  );

  const heading = categories.find((category) => category.id === chosenCategoryId)?.name ?? 'All Products';
  const panel = {
    subcategories: offered,
    categoriesLoading: categoriesStatus === 'idle' || categoriesStatus === 'loading',
    categoriesError: categoriesStatus === 'failed' ? categoriesError : null,
    value: filters,
  };
  const applyFilters = (next: CatalogueFilters) => dispatch(catalogueFiltersChanged(next));
  const filterCount = appliedFilterCount(filters);

  const showMore = useCallback(() => dispatch(catalogueMoreRequested()), [dispatch]);
  const showLess = useCallback(() => {
    dispatch(catalogueLessRequested());
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [dispatch]);

  const banner = <CatalogueBanner productName={config?.product_name ?? 'Gift Store'} />;
  // The banner is the home's own, drawn from the configuration alone: it shows at once, above the catalogue's spinner.
  if (!shown) {
    return (
      <main className={`${styles.home} ${styles.revealing}`}>
        {banner}
        <div className={styles.spinner}>
          <Spinner label="Loading catalogue" />
        </div>
      </main>
    );
  }
  return (
    <main className={styles.home}>
      {banner}
      <div className={styles.columns}>
        {desktop && (
          <div className={styles.sidebar}>
            <FilterPanel {...panel} onChange={applyFilters} />
          </div>
        )}
        <div className={styles.results}>
          <div className={styles.toolbar}>
            <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
              {heading}
            </h1>
            <div className={styles.controls}>
              {!desktop && (
                <Button variant="outlined" onClick={() => setDrawer('open')} aria-haspopup="dialog">
                  {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
                </Button>
              )}
              <SortSelect
                value={catalogue.lastSortOption}
                onChange={(option) => dispatch(catalogueSortChosen(option))}
              />
            </div>
          </div>
          <ProductList
            catalogue={listedCatalogue}
            otherLoadingText={!desktop && panel.categoriesLoading ? 'Loading content...' : null}
            onShowMore={showMore}
            onShowLess={showLess}
          />
        </div>
      </div>
      {!desktop && drawer !== 'never-opened' && (
        <Suspense fallback={null}>
          <FilterDrawer
            {...panel}
            open={drawer === 'open'}
            onClose={() => setDrawer('closed')}
            onApply={applyFilters}
          />
        </Suspense>
      )}
    </main>
  );
}
