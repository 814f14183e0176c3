import { changePassword, changePasswordSchemas } from '@portal/shared/users/change-password';
import { getAvailableModules, getAvailableModulesSchemas } from '@portal/shared/users/get-available-modules';
import { getDetailSetting, getDetailSettingSchemas } from '@portal/shared/users/get-detail-setting';
import { getGridSetting, getGridSettingSchemas } from '@portal/shared/users/get-grid-setting';
import { getUserSetting, getUserSettingSchemas } from '@portal/shared/users/get-user-setting';
import { saveDetailSetting, saveDetailSettingSchemas } from '@portal/shared/users/save-detail-setting';
import { saveGridSetting, saveGridSettingSchemas } from '@portal/shared/users/save-grid-setting';
import { saveUserSetting, saveUserSettingSchemas } from '@portal/shared/users/save-user-setting';
import { getMyProfile, getMyProfileSchemas } from '@portal/shared/users/get-my-profile';
import {
  getShippingAddresses,
  getShippingAddressesSchemas,
} from '@portal/shared/users/get-shipping-addresses';
import { saveBillingInfo, saveBillingInfoSchemas } from '@portal/shared/users/save-billing-info';
import { saveCreditCardInfo, saveCreditCardInfoSchemas } from '@portal/shared/users/save-credit-card-info';
import { saveContactInfo, saveContactInfoSchemas } from '@portal/shared/users/save-contact-info';
import {
  saveContactPersonInfo,
  saveContactPersonInfoSchemas,
} from '@portal/shared/users/save-contact-person-info';
import { saveGeneralInfo, saveGeneralInfoSchemas } from '@portal/shared/users/save-general-info';
import { confirmEmailChange, confirmEmailChangeSchemas } from '@portal/shared/users/confirm-email-change';
import { requestEmailChange, requestEmailChangeSchemas } from '@portal/shared/users/request-email-change';
import { saveSettingInfo, saveSettingInfoSchemas } from '@portal/shared/users/save-setting-info';
import { saveShippingInfo, saveShippingInfoSchemas } from '@portal/shared/users/save-shipping-info';
import {
  updateShippingAddress,
  updateShippingAddressSchemas,
} from '@portal/shared/users/update-shipping-address';
import { getRoleByCode, getRoleByCodeSchemas } from '@portal/shared/users/get-role-by-code';
import { getUserById, getUserByIdSchemas } from '@portal/shared/users/get-user-by-id';
import { getUserCustomers, getUserCustomersSchemas } from '@portal/shared/users/get-user-customers';
import { getUserHistory, getUserHistorySchemas } from '@portal/shared/users/get-user-history';
import { invitePortalUser, invitePortalUserSchemas } from '@portal/shared/users/invite-portal-user';
import { linkUserCustomer, linkUserCustomerSchemas } from '@portal/shared/users/link-user-customer';
import { setUserRoles, setUserRolesSchemas } from '@portal/shared/users/set-user-roles';
import { setUserStatus, setUserStatusSchemas } from '@portal/shared/users/set-user-status';
import { bindCall } from '../../platform/route';
import * as admin from './admin-service';
import * as emailChange from './email-change';
import * as people from './people-service';
import * as profile from './profile-service';
import * as creditCardInfo from './credit-card-info';
import * as profileSettings from './profile-settings';
import * as users from './service';

export const userRoutes = [
  bindCall(getUserById, getUserByIdSchemas, ({ services, scope, body }) =>
    people.getUserById(services.db, scope, body.id),
  ),
  bindCall(getUserCustomers, getUserCustomersSchemas, ({ services, scope, query }) =>
    people.getUserCustomers(services.db, scope, query),
  ),
  bindCall(getRoleByCode, getRoleByCodeSchemas, ({ services, scope, params }) =>
    people.getRoleByCode(services.db, scope, params.code),
  ),
  bindCall(getUserHistory, getUserHistorySchemas, ({ services, scope, params }) =>
    people.getUserHistory(services.db, scope, params.id),
  ),
  bindCall(invitePortalUser, invitePortalUserSchemas, ({ services, scope, body }) =>
    people.invitePortalUser(services, scope, body),
  ),
  bindCall(setUserStatus, setUserStatusSchemas, ({ services, scope, body }) =>
    admin.setUserStatus(services, scope, body),
  ),
  bindCall(setUserRoles, setUserRolesSchemas, ({ services, scope, body }) =>
    admin.setUserRoles(services, scope, body),
  ),
  bindCall(linkUserCustomer, linkUserCustomerSchemas, ({ services, scope, body }) =>
    admin.linkUserCustomer(services, scope, body),
  ),
  bindCall(getMyProfile, getMyProfileSchemas, ({ services, scope }) =>
    profile.getMyProfile(services.db, scope),
  ),
  bindCall(saveGeneralInfo, saveGeneralInfoSchemas, ({ services, scope, body }) =>
    profile.saveGeneralInfo(services, scope, body),
  ),
  bindCall(requestEmailChange, requestEmailChangeSchemas, ({ services, scope, body, request }) =>
    emailChange.requestEmailChange(services, scope, body, request.ip),
  ),
  bindCall(confirmEmailChange, confirmEmailChangeSchemas, ({ services, body }) =>
    emailChange.confirmEmailChange(services, body),
  ),
  bindCall(saveContactInfo, saveContactInfoSchemas, ({ services, scope, body }) =>
    profile.saveContactInfo(services, scope, body),
  ),
  bindCall(saveContactPersonInfo, saveContactPersonInfoSchemas, ({ services, scope, body }) =>
    profile.saveContactPersonInfo(services, scope, body),
  ),
  bindCall(saveBillingInfo, saveBillingInfoSchemas, ({ services, scope, body }) =>
    profile.saveBillingInfo(services, scope, body),
  ),
  bindCall(saveCreditCardInfo, saveCreditCardInfoSchemas, ({ services, scope, body }) =>
    creditCardInfo.saveCreditCardInfo(services, scope, body),
  ),
  bindCall(saveShippingInfo, saveShippingInfoSchemas, ({ services, scope, body }) =>
    profile.saveShippingInfo(services, scope, body),
  ),
  bindCall(updateShippingAddress, updateShippingAddressSchemas, ({ services, scope, body }) =>
    profile.updateShippingAddress(services, scope, body),
  ),
  bindCall(getShippingAddresses, getShippingAddressesSchemas, ({ services, scope }) =>
    profile.getShippingAddresses(services.db, scope),
  ),
  bindCall(saveSettingInfo, saveSettingInfoSchemas, ({ services, scope, request, lang }) =>
    profileSettings.saveSettingInfo(services, scope, request, lang),
  ),
  bindCall(getAvailableModules, getAvailableModulesSchemas, ({ services, scope }) =>
    users.getAvailableModules(services.db, scope),
  ),
  bindCall(changePassword, changePasswordSchemas, ({ services, scope, body }) =>
    users.changePassword(services, scope, body),
  ),
  bindCall(getUserSetting, getUserSettingSchemas, ({ services, scope, params }) =>
    users.getUserSetting(services.db, scope, params.key),
  ),
  bindCall(saveUserSetting, saveUserSettingSchemas, ({ services, scope, params, body }) =>
    users.saveUserSetting(services, scope, params.key, body.value),
  ),
  bindCall(getGridSetting, getGridSettingSchemas, ({ services, scope, params }) =>
    users.getGridSetting(services.db, scope, params.code),
  ),
  bindCall(saveGridSetting, saveGridSettingSchemas, ({ services, scope, body }) =>
    users.saveGridSetting(services, scope, body.code, body.settings),
  ),
  bindCall(getDetailSetting, getDetailSettingSchemas, ({ services, scope, query }) =>
    users.getDetailSetting(services.db, scope, query.code),
  ),
  bindCall(saveDetailSetting, saveDetailSettingSchemas, ({ services, scope, body }) =>
    users.saveDetailSetting(services, scope, body.code, body.settings),
  ),
];
