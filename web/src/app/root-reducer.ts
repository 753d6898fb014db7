import { combineSlices } from '@reduxjs/toolkit';
import { cartSlices } from '../features/cart/cart-store';
import { catalogueSlices } from '../features/catalogue/catalogue-store';
import { configurationSlice } from '../features/configuration/configuration-store';
import { feedbackSlice } from '../features/feedback/feedback-store';
import { searchSlice } from '../features/search/search-store';
import { sessionSlice } from '../features/session/session-store';

export const rootReducer = combineSlices(
  configurationSlice,
  feedbackSlice,
  ...catalogueSlices,
  searchSlice,
  sessionSlice,
  ...cartSlices,
);

export type RootState = ReturnType<typeof rootReducer>;
