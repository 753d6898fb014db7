import { RouterProvider } from 'react-router-dom';
import { FeedbackLayer } from '../features/feedback/feedback-layer';
import { Providers } from './providers';
import { router } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
      <FeedbackLayer />
    </Providers>
  );
}
