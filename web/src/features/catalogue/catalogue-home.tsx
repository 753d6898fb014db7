import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useConfig, useShownAfterLoad } from '../configuration';
import { CatalogueBanner } from './catalogue-banner';
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
import { FilterDrawer } from './filter-drawer';
import { appliedFilterCount, FilterPanel } from './filter-panel';
import { homeNavigationState } from './home-navigation';
import { ProductList } from './product-list';
import { SortSelect } from './sort-select';

/** The page area: full width even while it holds only card outlines (a flex item with auto margins does not stretch). */
const homeSx = { width: '100%', maxWidth: 1440, mx: 'auto', p: { xs: 2, md: 3 } } as const;

/** Spec: the catalogue appears 600 ms after the configuration has loaded (its lists load meanwhile). */
export const catalogueRevealDelayMs = 600;

export function CatalogueHome() {
  const dispatch = useDispatch();
  const location = useLocation();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const config = useConfig();
  const catalogue = useSelector(selectCatalogue);
  // A page of cards is the home's heaviest render: React renders the list from this copy in interruptible slices.
  const listedCatalogue = useDeferredValue(catalogue);
  const categories = useSelector(selectCategories);
  const subcategories = useSelector(selectSubcategories);
  const categoriesStatus = useSelector(selectCategoriesStatus);
  const categoriesError = useSelector(selectCategoriesError);
  const [drawerOpen, setDrawerOpen] = useState(false);
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
      // The whole page area (a screen tall, from the storefront layout): the banner, the spinner in the space below it.
      <Box component="main" sx={{ ...homeSx, display: 'flex', flex: 1, flexDirection: 'column' }}>
        {banner}
        {/* Where the columns will start, so that the catalogue takes the spinner's place without moving it. */}
        <Box sx={{ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center', mt: 3 }}>
          <CircularProgress aria-label="Loading catalogue" />
        </Box>
      </Box>
    );
  }
  return (
    <Box component="main" sx={homeSx}>
      {banner}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 3, mt: 3 }}>
        {desktop && (
          <Box sx={{ position: 'sticky', top: 16, flexShrink: 0, width: 260 }}>
            <FilterPanel {...panel} onChange={applyFilters} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
          >
            <Typography ref={headingRef} tabIndex={-1} component="h1" variant="h5">
              {heading}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              {!desktop && (
                <Button variant="outlined" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
                  {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
                </Button>
              )}
              <SortSelect
                value={catalogue.lastSortOption}
                onChange={(option) => dispatch(catalogueSortChosen(option))}
              />
            </Stack>
          </Stack>
          <ProductList
            catalogue={listedCatalogue}
            otherLoadingText={!desktop && panel.categoriesLoading ? 'Loading content...' : null}
            onShowMore={showMore}
            onShowLess={showLess}
          />
        </Box>
      </Box>
      {!desktop && (
        <FilterDrawer {...panel} open={drawerOpen} onClose={() => setDrawerOpen(false)} onApply={applyFilters} />
      )}
    </Box>
  );
}
