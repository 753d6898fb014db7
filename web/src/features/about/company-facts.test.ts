import { describe, expect, it } from 'vitest';
import type { CompanyRegistration } from '../../../../contracts';
import { companyFacts } from './company-facts';

const everyFact: Required<CompanyRegistration> = {
  companyName: 'Lumen Rewards Private Limited',
  cin: 'U74999KA2019PTC123456',
  rocName: 'RoC-Bangalore',
  registrationNumber: '123456',
  dateOfIncorporation: '2019-04-12',
  emailId: 'compliance@lumen.example.com',
  registeredAddress: 'MG Road, Bengaluru',
  listedInStockExchange: false,
  categoryOfCompany: 'Company limited by Shares',
  subcategoryOfCompany: 'Non-govt company',
  classOfCompany: 'Private',
  authorisedCapital: '1000000.00',
  paidUpCapital: '500000.5',
  companyStatus: 'Active',
};

describe('the registration facts table', () => {
  it("lists all 14 facts in the spec's order, dates, capitals and the listing as shoppers read them", () => {
    expect(companyFacts(everyFact)).toEqual([
      { label: 'Company Name', value: 'Lumen Rewards Private Limited' },
      { label: 'Corporate Identification Number (CIN)', value: 'U74999KA2019PTC123456' },
      { label: 'Registrar of Companies (RoC)', value: 'RoC-Bangalore' },
      { label: 'Registration Number', value: '123456' },
      { label: 'Date of Incorporation', value: '12 Apr 2019' },
      { label: 'Email ID', value: 'compliance@lumen.example.com' },
      { label: 'Registered Address', value: 'MG Road, Bengaluru' },
      { label: 'Listed in Stock Exchange', value: 'No' },
      { label: 'Category of Company', value: 'Company limited by Shares' },
      { label: 'Subcategory of Company', value: 'Non-govt company' },
      { label: 'Class of Company', value: 'Private' },
      { label: 'Authorised Capital', value: '₹10,00,000.00' },
      { label: 'Paid-up Capital', value: '₹5,00,000.50' },
      { label: 'Company Status', value: 'Active' },
    ]);
  });

  it('has a row only for a fact that is present, a listed company reading Yes', () => {
    expect(companyFacts({ cin: everyFact.cin, listedInStockExchange: true, companyStatus: 'Active' })).toEqual([
      { label: 'Corporate Identification Number (CIN)', value: 'U74999KA2019PTC123456' },
      { label: 'Listed in Stock Exchange', value: 'Yes' },
      { label: 'Company Status', value: 'Active' },
    ]);
  });

  it('has no rows without registration facts, or with empty ones', () => {
    expect(companyFacts(undefined)).toEqual([]);
    expect(companyFacts({})).toEqual([]);
    expect(companyFacts({ companyName: '', rocName: '' })).toEqual([]);
  });
});
