export { FeedbackLayer } from './feedback-layer';
export { ToastAnchor } from './toast-anchor';
