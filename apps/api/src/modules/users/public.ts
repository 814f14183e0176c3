// The users module's door for other modules: the portal users of a customer, and inviting one (sign-up approval).
export { createInvitedUser, portalUsersOf } from './people-service';
export { writeUserSetting } from './service';
export { recordSignIn, setPendingPassword, usePendingPasswordOf } from './credentials';
// Trade credit: a buyer's order limit is set only on a user the caller may manage.
export { userInReach } from './admin-service';
