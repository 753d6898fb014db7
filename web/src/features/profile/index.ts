import { lazyPage } from '../../lib/lazy-page';

export const EditProfilePage = lazyPage(() => import('./edit-profile-page').then((module) => module.EditProfilePage));
