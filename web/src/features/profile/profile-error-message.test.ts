import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError } from '../../lib/api-client';
import { profileUpdateFailure } from './profile-error-message';

const pictureRefused = new ApiError(400, {
  detail: 'The request does not match its contract: body /profile_pic_image_url must be an image file.',
  code: 'validation_error',
  errors: [
    { location: 'body', field: '/phone', rule: 'pattern', message: 'must match pattern "^([0-9]{10})?$"' },
    { location: 'body', field: '/profile_pic_image_url', rule: 'contentMediaType', message: 'must be an image' },
    { location: 'body', field: '/profile_pic_image_url', rule: 'maxBytes', message: 'must not exceed 2097152 bytes' },
  ],
});

describe('a refused profile update', () => {
  it("names the picture's first message when the picture was refused, and toasts the detail", () => {
    expect(profileUpdateFailure(pictureRefused)).toEqual({
      message: 'Profile picture error: must be an image',
      toast: 'The request does not match its contract: body /profile_pic_image_url must be an image file.',
    });
  });

  it('reads a Django-style list of messages under the picture field too', () => {
    const refused = new ApiError(400, { profile_pic_image_url: ['Upload a valid image.', 'Too large.'] });
    expect(profileUpdateFailure(refused)).toEqual({
      message: 'Profile picture error: Upload a valid image.',
      toast: 'Failed to update profile.',
    });
  });

  it("shows the provider's detail when another field was refused", () => {
    const refused = new ApiError(400, {
      detail: 'The request does not match its contract: body /username must equal the current value.',
      errors: [{ location: 'body', field: '/username', rule: 'readOnly', message: 'must equal the current value' }],
    });
    const detail = 'The request does not match its contract: body /username must equal the current value.';
    expect(profileUpdateFailure(refused)).toEqual({ message: detail, toast: detail });
  });

  it("falls back to 'Failed to update profile' and 'Failed to update profile.' without a text", () => {
    for (const error of [new ApiError(500, { code: 'internal_error' }), new ApiError(0, undefined), new Error('x')]) {
      expect(profileUpdateFailure(error)).toEqual({
        message: 'Failed to update profile',
        toast: 'Failed to update profile.',
      });
    }
  });

  it('says so when the answer broke its contract', () => {
    expect(profileUpdateFailure(new InvalidResponseError('bad'))).toEqual({
      message: 'Invalid response from server',
      toast: 'Invalid response from server',
    });
  });
});
