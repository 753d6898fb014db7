import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category, HomeResponse, Subcategory } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';

export interface CategoriesState extends RequestState {
  categories: Category[];
  subcategories: Subcategory[];
}

const initialState: CategoriesState = { ...requestState.idle, categories: [], subcategories: [] };

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState,
  reducers: {
    // Categories load once per session.
    categoriesRequested: requestState.startedOnce,
    categoriesLoaded(state, action: PayloadAction<HomeResponse>) {
      requestState.succeeded(state);
      // The contract promises ascending ids; sorting here keeps the promise even when a provider breaks it.
      state.categories = [...action.payload.categories].sort(byId);
      state.subcategories = [...action.payload.subcategories].sort(byId);
    },
    categoriesFailed: requestState.failed,
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
