export { FeedbackLayer } from './feedback-layer';
