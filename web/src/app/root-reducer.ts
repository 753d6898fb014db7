import { combineSlices } from '@reduxjs/toolkit';
import { loginSlice, signupSlice } from '../features/auth';
import { cartSlice } from '../features/cart';
import { catalogueSlices } from '../features/catalogue';
import { configurationSlice } from '../features/configuration/configuration-slice';
import { feedbackSlice } from '../features/feedback/feedback-slice';
import { addToCartSlice } from '../features/product';
import { searchSlice } from '../features/search';
import { sessionSlice } from '../features/session';

export const rootReducer = combineSlices(
  configurationSlice,
  feedbackSlice,
  ...catalogueSlices,
  searchSlice,
  addToCartSlice,
  sessionSlice,
  cartSlice,
  loginSlice,
  signupSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
