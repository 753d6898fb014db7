// The Credential Management API's password credentials exist in Chromium-based browsers only, so TypeScript's DOM
// library does not declare them.
interface PasswordCredentialData {
  id: string;
  password: string;
}

interface PasswordCredentialLike {
  readonly type: 'password';
  readonly id: string;
  readonly password: string;
}

interface PasswordCredentialRequestOptions extends CredentialRequestOptions {
  password: boolean;
}

type PasswordCredentialConstructor = new (data: PasswordCredentialData) => Credential;

function passwordCredentialConstructor(): PasswordCredentialConstructor | undefined {
  const candidate = (window as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  return typeof candidate === 'function' && 'credentials' in navigator ? candidate : undefined;
}

/** Offers the credentials to the browser's password manager, where the browser has the API. */
export async function storePasswordCredential(username: string, password: string): Promise<void> {
  const PasswordCredential = passwordCredentialConstructor();
  if (PasswordCredential === undefined) return;
  try {
    await navigator.credentials.store(new PasswordCredential({ id: username, password }));
  } catch {
    // The password manager is a convenience; declining or failing to save must not undo a successful sign-in.
  }
}

function isPasswordCredential(credential: Credential | null): credential is Credential & PasswordCredentialLike {
  return credential !== null && credential.type === 'password' && 'password' in credential;
}

/** Credentials the browser's password manager holds for this site, if the shopper lets it hand them over. */
export async function getPasswordCredential(): Promise<PasswordCredentialData | null> {
  if (passwordCredentialConstructor() === undefined) return null;
  try {
    const options: PasswordCredentialRequestOptions = { password: true, mediation: 'optional' };
    const credential = await navigator.credentials.get(options);
    return isPasswordCredential(credential) ? { id: credential.id, password: credential.password } : null;
  } catch {
    return null;
  }
}
