import type { Config } from '../../../contracts';
import type { ConfigurationState } from '../features/configuration/configuration-slice';

/** A white-label configuration as the provider answers it, for tests. */
export const testConfig: Config = {
  organization_name: 'Lumen Rewards',
  product_name: 'Lumen Gift Store',
  logo_url: 'https://cdn.example.com/logo.svg',
  primary_color: '#1B3A6B',
  secondary_color: '#F2A900',
  address: 'MG Road, Bengaluru',
  email: 'support@lumen.example.com',
};

/** The configuration state once `config` has loaded, long enough ago for every reveal delay to have passed. */
export function loadedConfiguration(config: Config = testConfig): ConfigurationState {
  return { status: 'succeeded', config, error: null, loadedAt: 0 };
}
