import type { HttpHandler } from 'msw';
import type { CompanyProfile, Config } from '../../contracts';
import type { BrandConfigRecord } from '../db/records';
import { defaultBrandId } from '../seed/seed-data';
import { mediaUrl } from '../domain/media';
import { endpoint } from '../pipeline/endpoint';
import { genericError } from '../../contracts/runtime/error-bodies';
import type { Simulator } from '../simulator';

/** The brand configuration; the logo's URL is on `origin` when the simulator draws it itself. */
function configView(brand: BrandConfigRecord, company: CompanyProfile | null, origin: string): Config {
  return {
    organization_name: brand.organizationName,
    product_name: brand.productName,
    logo_url: mediaUrl(origin, brand.logoUrl),
    primary_color: brand.primaryColor,
    secondary_color: brand.secondaryColor,
    button_color: brand.buttonColor,
    button_text_color: brand.buttonTextColor,
    header_text_color: brand.headerTextColor,
    normal_text_color: brand.normalTextColor,
    footer_text_color: brand.footerTextColor,
    address: brand.address,
    email: brand.email,
    // Providers in the field send either spelling; sending both lets clients of either kind read it.
    websiteUrl: brand.websiteUrl,
    website_url: brand.websiteUrl,
    ...(company === null ? {} : { company }),
  };
}

export function configuratorHandlers(simulator: Simulator): HttpHandler[] {
  return [
    endpoint(simulator, 'getConfiguration', ({ url }) => {
      const brand = simulator.db.brandConfig.findFirst({ where: { id: { equals: defaultBrandId } } });
      if (brand === null) {
        return { status: 500, body: genericError('The store has no brand configuration.', 'configuration_missing') };
      }
      return { status: 200, body: configView(brand, simulator.seedOptions.company, url.origin) };
    }),
  ];
}
