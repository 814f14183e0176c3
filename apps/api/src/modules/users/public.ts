// The users module's door for other modules: the portal users of a customer, and inviting one (sign-up approval).
export { createInvitedUser, portalUsersOf } from './people-service';
export { addressesOf, checkAddress } from './profile-service';
export { writeUserSetting } from './service';
export { recordSignIn, setPendingPassword, usePendingPasswordOf } from './credentials';
