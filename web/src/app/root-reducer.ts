import { combineSlices } from '@reduxjs/toolkit';
import { configurationSlice } from '../features/configuration/configuration-slice';
import { feedbackSlice } from '../features/feedback/feedback-slice';

export const rootReducer = combineSlices(configurationSlice, feedbackSlice);

export type RootState = ReturnType<typeof rootReducer>;
