import { createBrowserRouter } from 'react-router-dom';
import { ConfigurationSpinner } from '../features/configuration/configuration-spinner';
import { NotFoundPage } from '../features/not-found/not-found-page';

export const router = createBrowserRouter([
  { path: '/', element: <ConfigurationSpinner /> },
  { path: '*', element: <NotFoundPage /> },
]);
