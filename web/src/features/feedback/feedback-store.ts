export { feedbackSlice, toastRaised } from './feedback-slice';
