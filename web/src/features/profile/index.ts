import { lazyBrandedMui } from '../branding';

export const EditProfilePage = lazyBrandedMui(() =>
  import('./edit-profile-page').then((module) => module.EditProfilePage),
);
