/** Spec part 2, section 5: the profile's phone keeps digits only, at most 10 of them. */
export const phoneLength = 10;

export const incompletePhoneHint = 'Enter 10-digit mobile number';
export const completePhoneHint = 'Valid 10-digit number';

/** What the phone field keeps of what was typed or pasted. */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, phoneLength);
}

/** The hint under the phone field, which confirms the number once it is complete. */
export function phoneHint(phone: string): string {
  return phone.length === phoneLength ? completePhoneHint : incompletePhoneHint;
}
