import type { Scenario } from './scenario';

export const companyFactsPartial: Scenario = {
  name: 'company-facts-partial',
  description:
    "The configuration's company part sends an overview, a mission (no vision) and five of the 14 registration facts: companyName, cin, dateOfIncorporation, registeredAddress and companyStatus. About Us shows only those rows.",
  seed: {
    company: {
      overview:
        'Lumen Rewards runs the Lumen Gift Store, where loyalty coins become gift cards from the brands members love.',
      mission: 'Make every reward easy to spend.',
      registration: {
        companyName: 'Lumen Rewards Private Limited',
        cin: 'U74999KA2019PTC123456',
        dateOfIncorporation: '2019-04-12',
        registeredAddress: '4th Floor, Orbit Towers, 12 MG Road, Bengaluru, Karnataka 560001, India',
        companyStatus: 'Active',
      },
    },
  },
};
