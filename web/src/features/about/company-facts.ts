import type { CompanyRegistration } from '../../../../contracts';
import { formatCalendarDate } from '../../lib/dates';
import { formatInr, toPaise } from '../../lib/money';

export interface CompanyFact {
  label: string;
  value: string;
}

type Fact = keyof CompanyRegistration;

const capital = (rupees: string) => formatInr(toPaise(rupees));
const yesNo = (listed: boolean) => (listed ? 'Yes' : 'No');

/** The spec's 14 registration facts in its order, each with the label the table shows and how its value reads. */
const factRows: { [F in Fact]-?: { label: string; format?: (value: NonNullable<CompanyRegistration[F]>) => string } } =
  {
    companyName: { label: 'Company Name' },
    cin: { label: 'Corporate Identification Number (CIN)' },
    rocName: { label: 'Registrar of Companies (RoC)' },
    registrationNumber: { label: 'Registration Number' },
    dateOfIncorporation: { label: 'Date of Incorporation', format: (date) => formatCalendarDate(date) ?? date },
    emailId: { label: 'Email ID' },
    registeredAddress: { label: 'Registered Address' },
    listedInStockExchange: { label: 'Listed in Stock Exchange', format: yesNo },
    categoryOfCompany: { label: 'Category of Company' },
    subcategoryOfCompany: { label: 'Subcategory of Company' },
    classOfCompany: { label: 'Class of Company' },
    authorisedCapital: { label: 'Authorised Capital', format: capital },
    paidUpCapital: { label: 'Paid-up Capital', format: capital },
    companyStatus: { label: 'Company Status' },
  };

/** The rows of About Us' registration table: only the facts the configuration sends, in the spec's order. */
export function companyFacts(registration: CompanyRegistration | undefined): CompanyFact[] {
  if (registration === undefined) return [];
  return (Object.keys(factRows) as Fact[]).flatMap((fact) => {
    const value = registration[fact];
    // An empty text is no fact to show.
    if (value === undefined || value === '') return [];
    const { label, format } = factRows[fact] as { label: string; format?: (value: string | boolean) => string };
    return [{ label, value: format === undefined ? String(value) : format(value) }];
  });
}
