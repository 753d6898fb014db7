import type { Config } from '../../../contracts';

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
