export { FeedbackLayer } from './feedback-layer';
export { feedbackSlice, toastRaised } from './feedback-slice';
