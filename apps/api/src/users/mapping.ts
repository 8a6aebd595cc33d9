import type { components } from '@wtkit/api-client';
import type { AuthUser } from '../auth/session.js';

export type ApiUser = components['schemas']['User'];

export function toApiUser(user: AuthUser): ApiUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    imageUrl: user.imageUrl,
    role: user.role,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    address: {
      street: user.addressStreet,
      city: user.addressCity,
      state: user.addressState,
      zip: user.addressZip,
    },
    createdAt: user.createdAt.toISOString(),
  };
}
