import { object } from 'yup';
import { mobileNumberSchema } from '../../lib/form-schemas';
import { incompletePhoneHint } from './phone-input';

/**
 * Edit Profile's one rule (spec part 2, section 5): a phone the provider would refuse (1 to 9 digits) is not sent, its
 * hint turning into the field's error instead. An empty phone is sent as it is; the other fields take any text up to
 * their length, which the inputs cap.
 */
export const profileSchema = object({ phone: mobileNumberSchema(incompletePhoneHint) });
