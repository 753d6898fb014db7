export { alertRaised, feedbackSlice, shortToastMs, toastRaised } from './feedback-slice';
