import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category, HomeResponse, Subcategory } from '../../../../contracts';
import type { AsyncStatus } from '../../lib/async-status';

export interface CategoriesState {
  status: AsyncStatus;
  categories: Category[];
  subcategories: Subcategory[];
  error: string | null;
}

const initialState: CategoriesState = { status: 'idle', categories: [], subcategories: [], error: null };

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState,
  reducers: {
    // Categories load once per session: only an idle (never loaded, or reset) slice starts a request.
    categoriesRequested(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    categoriesLoaded(state, action: PayloadAction<HomeResponse>) {
      state.status = 'succeeded';
      // The contract promises ascending ids; sorting here keeps the promise even when a provider breaks it.
      state.categories = [...action.payload.categories].sort(byId);
      state.subcategories = [...action.payload.subcategories].sort(byId);
      state.error = null;
    },
    categoriesFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    categoriesReset() {
      return initialState;
    },
  },
  selectors: {
    selectCategoriesStatus: (state) => state.status,
    selectCategories: (state) => state.categories,
    selectSubcategories: (state) => state.subcategories,
    selectCategoriesError: (state) => state.error,
  },
});

export const { categoriesRequested, categoriesLoaded, categoriesFailed, categoriesReset } = categoriesSlice.actions;
export const { selectCategoriesStatus, selectCategories, selectSubcategories, selectCategoriesError } =
  categoriesSlice.selectors;
