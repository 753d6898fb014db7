export { useSignedIn } from './use-signed-in';
