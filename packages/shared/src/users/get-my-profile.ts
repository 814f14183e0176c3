import { defineCall } from '../platform/contract';
import { myProfile } from './profile-schemas';

export const getMyProfileSchemas = () => ({ response: myProfile });

/** GET /User/MyProfile: the signed-in user's profile, every card of /backoffice/my-profile (spec §2). */
export const getMyProfile = defineCall<typeof getMyProfileSchemas>()({
  name: 'getMyProfile',
  domain: 'users',
  method: 'GET',
  path: '/User/MyProfile',
  permission: 'CP_MY_PROFILE:VIEW',
  summary: "The signed-in user's profile",
});
