export { alertRaised, feedbackSlice, selectIsBusy, shortToastMs, toastRaised } from './feedback-slice';
