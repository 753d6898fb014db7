export { useCurrentUser } from './use-current-user';
export { useSignedIn } from './use-signed-in';
