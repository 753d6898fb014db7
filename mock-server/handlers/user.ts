import type { HttpHandler } from 'msw';
import type { Profile, ProfileUpdateRequest, ValidationIssue } from '../../contracts';
import type { UserRecord } from '../db/records';
import { findUserByEmail, sameEmail, userView } from '../domain/accounts';
import { endpoint } from '../pipeline/endpoint';
import { contractViolationBody, genericError } from '../../contracts/runtime/error-bodies';
import type { Simulator } from '../simulator';

const pictureField = 'profile_pic_image_url';
const pictureExtensions = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);
const maxPictureBytes = 2 * 1024 * 1024;

function profileView(user: UserRecord): Profile {
  return {
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
    profile_pic_image_url: user.pictureUrl,
    address_line1: user.addressLine1,
    address_line2: user.addressLine2,
    country: user.country,
  };
}

const bodyIssue = (field: string, rule: string, message: string): ValidationIssue => ({
  location: 'body',
  field: `/${field}`,
  rule,
  message,
});

/** A browser's empty file input sends a nameless, empty file part: no picture was chosen. */
const isEmptyFileInput = (file: File): boolean => file.size === 0 && file.name === '';

/** username and email are shown on the form but cannot be changed through it. */
function readOnlyIssues(body: ProfileUpdateRequest, user: UserRecord): ValidationIssue[] {
  const changed = [
    ...(body.username === user.username ? [] : ['username']),
    ...(sameEmail(body.email, user.email) ? [] : ['email']),
  ];
  return changed.map((field) => bodyIssue(field, 'readOnly', 'must equal the current value'));
}

/** An accepted picture's file extension, or null when no picture was sent. */
type PictureCheck = { ok: true; extension: string | null } | { ok: false; issue: ValidationIssue };

function checkPicture(body: ProfileUpdateRequest, files: Map<string, File>): PictureCheck {
  const file = files.get(pictureField);
  if (file === undefined) {
    // A text part in the file's place is only accepted empty (a form without a picture).
    const text = body[pictureField];
    return text === undefined || text === ''
      ? { ok: true, extension: null }
      : { ok: false, issue: bodyIssue(pictureField, 'file', 'must be an image file') };
  }
  if (isEmptyFileInput(file)) return { ok: true, extension: null };
  const extension = pictureExtensions.get(file.type);
  if (extension === undefined) {
    return {
      ok: false,
      issue: bodyIssue(pictureField, 'contentMediaType', 'must be image/jpeg, image/png or image/webp'),
    };
  }
  if (file.size > maxPictureBytes) {
    return { ok: false, issue: bodyIssue(pictureField, 'maxBytes', `must not exceed ${maxPictureBytes} bytes`) };
  }
  return { ok: true, extension };
}

export function userHandlers(simulator: Simulator): HttpHandler[] {
  return [
    endpoint(simulator, 'getUserData', ({ user }) => ({ status: 200, body: userView(user) })),

    endpoint(simulator, 'getProfile', ({ user }) => ({ status: 200, body: profileView(user) })),

    endpoint(simulator, 'updateProfile', ({ body, files, user, url }) => {
      const picture = checkPicture(body, files);
      const issues = [...readOnlyIssues(body, user), ...(picture.ok ? [] : [picture.issue])];
      if (!picture.ok || issues.length > 0) {
        return { status: 400, body: contractViolationBody('error-generic', issues) };
      }
      // The picture's bytes are not kept: the URL names the upload but the simulator does not serve it.
      const pictureUrl =
        picture.extension === null
          ? user.pictureUrl
          : `${url.origin}/__mock/pictures/${user.id}-${simulator.nextId('picture')}.${picture.extension}`;
      const updated = simulator.db.user.update({
        where: { id: { equals: user.id } },
        data: {
          phone: body.phone === '' ? null : body.phone,
          addressLine1: body.address_line1,
          addressLine2: body.address_line2,
          country: body.country,
          pictureUrl,
        },
      });
      return { status: 200, body: profileView(updated ?? user) };
    }),

    endpoint(simulator, 'updateUser', ({ body }) => {
      const account = findUserByEmail(simulator.db, body.email);
      if (account === undefined || account.username !== body.username) {
        return { status: 404, body: genericError('No account has this username and e-mail.', 'not_found') };
      }
      const holder = findUserByEmail(simulator.db, body.email_new);
      if (holder !== undefined && holder.id !== account.id) {
        return { status: 409, body: genericError('Another account already uses this e-mail.', 'email_taken') };
      }
      const updated = simulator.db.user.update({
        where: { id: { equals: account.id } },
        data: { email: body.email_new, phone: body.phone },
      });
      const { username, email, phone } = updated ?? account;
      return { status: 200, body: { message: 'User details updated.', user: { username, email, phone } } };
    }),
  ];
}
