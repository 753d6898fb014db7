export { alertRaised, feedbackSlice, toastRaised } from './feedback-slice';
