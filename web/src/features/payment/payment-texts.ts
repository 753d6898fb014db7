/** The texts both payment pages show (spec part 2, sections 2 and 8). */
export const termsText = 'I accept Terms and Conditions and allow redeeming 1000 coins to this site after payment.';
export const paymentFailedMessage = 'Payment failed. Please try again.';
export const chooseMethodMessage = 'Please select a payment method first';
export const acceptTermsMessage = 'Please accept the terms and conditions.';
