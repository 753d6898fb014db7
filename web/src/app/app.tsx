import { FeedbackLayer } from '../features/feedback';
import { Providers } from './providers';
import { AppRouter } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Providers store={store}>
      <AppRouter />
      <FeedbackLayer />
    </Providers>
  );
}
