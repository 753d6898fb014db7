export {
  alertRaised,
  feedbackSlice,
  selectIsBusy,
  shortToastMs,
  toastAutoCloseMs,
  toastRaised,
} from './feedback-slice';
