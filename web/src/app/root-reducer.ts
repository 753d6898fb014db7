import { combineSlices } from '@reduxjs/toolkit';
import { catalogueSlices } from '../features/catalogue';
import { configurationSlice } from '../features/configuration/configuration-slice';
import { feedbackSlice } from '../features/feedback/feedback-slice';
import { addToCartSlice } from '../features/product';
import { searchSlice } from '../features/search';

export const rootReducer = combineSlices(
  configurationSlice,
  feedbackSlice,
  ...catalogueSlices,
  searchSlice,
  addToCartSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
