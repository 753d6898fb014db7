import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../../../contracts';
import type { PriceRange } from '../../lib/money';
import type { RequestStatus } from '../../lib/request-state';

/** Products per page, for both the recommended and the sorted lists (spec section 9). */
export const PAGE_SIZE = 8;

export type SortOption = 'recommended' | 'price_high_low' | 'price_low_high';

export interface CatalogueFilters {
  subCategories: number[];
  priceRange: PriceRange;
}

export interface CatalogueState extends CatalogueFilters {
  chosenCategoryId: number | null;
  lastSortOption: SortOption;
  products: Product[];
  status: RequestStatus;
  error: string | null;
  /** The last page shown; Show More asks for the one after it. */
  page: number;
  hasMore: boolean;
  count: number;
  next: string | null;
  previous: string | null;
  /** A Show More request under way; the list stays as it is meanwhile. */
  loadingMore: boolean;
}

export interface HomeNavigationState {
  categoryId?: number | null;
  selectedSubCategories?: number[];
}

export interface PageRequest {
  page: number;
  append: boolean;
}

export interface PageLoaded extends PageRequest {
  products: Product[];
  count: number;
  next: string | null;
  previous: string | null;
}

export interface PageFailed {
  append: boolean;
  error: string;
}

const noPriceRange: PriceRange = { min: null, max: null };

const initialState: CatalogueState = {
  chosenCategoryId: null,
  subCategories: [],
  priceRange: noPriceRange,
  lastSortOption: 'recommended',
  products: [],
  status: 'idle',
  error: null,
  page: 1,
  hasMore: false,
  count: 0,
  next: null,
  previous: null,
  loadingMore: false,
};

function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

export const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {
    /**
     * The home page opened (as the storefront starts on it, or as it mounts), possibly with navigation state naming a
     * category and subcategories.
     */
    catalogueOpened(state, action: PayloadAction<HomeNavigationState | undefined>) {
      const navigation = action.payload;
      if (navigation?.categoryId !== undefined) state.chosenCategoryId = navigation.categoryId;
      if (navigation?.selectedSubCategories !== undefined)
        state.subCategories = uniqueIds(navigation.selectedSubCategories);
    },
    catalogueCategoryChosen(state, action: PayloadAction<number | null>) {
      state.chosenCategoryId = action.payload;
    },
    catalogueFiltersChanged(state, action: PayloadAction<CatalogueFilters>) {
      state.subCategories = uniqueIds(action.payload.subCategories);
      state.priceRange = action.payload.priceRange;
    },
    catalogueFiltersCleared(state) {
      state.subCategories = [];
      state.priceRange = noPriceRange;
    },
    catalogueSortChosen(state, action: PayloadAction<SortOption>) {
      state.lastSortOption = action.payload;
    },
    catalogueMoreRequested() {},
    catalogueLessRequested() {},
    productsPageRequested(state, action: PayloadAction<PageRequest>) {
      if (action.payload.append) {
        state.loadingMore = true;
      } else {
        // A first page replaces whatever request ran before it, Show More included.
        state.status = 'loading';
        state.loadingMore = false;
      }
      state.error = null;
    },
    productsPageLoaded(state, action: PayloadAction<PageLoaded>) {
      const { products, page, append, count, next, previous } = action.payload;
      if (append) {
        const shown = new Set(state.products.map((product) => product.id));
        state.products.push(...products.filter((product) => !shown.has(product.id)));
      } else {
        state.products = products;
      }
      state.status = 'succeeded';
      state.loadingMore = false;
      state.error = null;
      state.page = page;
      state.count = count;
      state.next = next;
      state.previous = previous;
      state.hasMore = next !== null;
    },
    productsPageFailed(state, action: PayloadAction<PageFailed>) {
      state.status = 'failed';
      state.error = action.payload.error;
      state.loadingMore = false;
      if (!action.payload.append) {
        state.products = [];
        state.page = 1;
        state.hasMore = false;
        state.count = 0;
        state.next = null;
        state.previous = null;
      }
    },
  },
  selectors: {
    selectChosenCategoryId: (state) => state.chosenCategoryId,
    selectSelectedSubCategories: (state) => state.subCategories,
    selectPriceRange: (state) => state.priceRange,
    selectSortOption: (state) => state.lastSortOption,
    selectCatalogue: (state) => state,
  },
});

export const {
  catalogueOpened,
  catalogueCategoryChosen,
  catalogueFiltersChanged,
  catalogueFiltersCleared,
  catalogueSortChosen,
  catalogueMoreRequested,
  catalogueLessRequested,
  productsPageRequested,
  productsPageLoaded,
  productsPageFailed,
} = catalogueSlice.actions;
export const {
  selectChosenCategoryId,
  selectSelectedSubCategories,
  selectPriceRange,
  selectSortOption,
  selectCatalogue,
} = catalogueSlice.selectors;
