import {
  addAuthorizationStatement,
  addAuthorizationStatementSchemas,
} from '@portal/shared/decedents/add-authorization-statement';
import { archiveDecedent, archiveDecedentSchemas } from '@portal/shared/decedents/archive-decedent';
import { createDecedent, createDecedentSchemas } from '@portal/shared/decedents/create-decedent';
import { destroyFingerprint, destroyFingerprintSchemas } from '@portal/shared/decedents/destroy-fingerprint';
import { getAccessLog, getAccessLogSchemas } from '@portal/shared/decedents/get-access-log';
import {
  getAuthorizationPdf,
  getAuthorizationPdfSchemas,
} from '@portal/shared/decedents/get-authorization-pdf';
import {
  getAuthorizationStatements,
  getAuthorizationStatementsSchemas,
} from '@portal/shared/decedents/get-authorization-statements';
import { getAuthorizations, getAuthorizationsSchemas } from '@portal/shared/decedents/get-authorizations';
import { getDecedent, getDecedentSchemas } from '@portal/shared/decedents/get-decedent';
import {
  getDecedentFingerprints,
  getDecedentFingerprintsSchemas,
} from '@portal/shared/decedents/get-decedent-fingerprints';
import { getDecedents, getDecedentsSchemas } from '@portal/shared/decedents/get-decedents';
import {
  recordAuthorization,
  recordAuthorizationSchemas,
} from '@portal/shared/decedents/record-authorization';
import { updateDecedent, updateDecedentSchemas } from '@portal/shared/decedents/update-decedent';
import { uploadFingerprint, uploadFingerprintSchemas } from '@portal/shared/decedents/upload-fingerprint';
import {
  withdrawAuthorization,
  withdrawAuthorizationSchemas,
} from '@portal/shared/decedents/withdraw-authorization';
import { readMultipart } from '../../platform/multipart';
import { bindCall } from '../../platform/route';
import * as accessLog from './access-log';
import * as authorizations from './authorizations';
import * as prints from './fingerprints';
import * as retention from './retention';
import * as decedents from './service';
import * as statements from './statements';

export const decedentRoutes = [
  bindCall(getDecedents, getDecedentsSchemas, ({ services, scope, query }) =>
    decedents.getDecedents(services.db, scope, query),
  ),
  bindCall(getDecedent, getDecedentSchemas, ({ services, scope, params }) =>
    decedents.getDecedent(services.db, scope, params.id),
  ),
  bindCall(getDecedentFingerprints, getDecedentFingerprintsSchemas, ({ services, scope, params }) =>
    prints.getDecedentFingerprints(services.db, scope, params.id),
  ),
  bindCall(createDecedent, createDecedentSchemas, ({ services, scope, body, lang }) =>
    decedents.createDecedent(services.db, scope, body, lang),
  ),
  bindCall(updateDecedent, updateDecedentSchemas, ({ services, scope, params, body }) =>
    decedents.updateDecedent(services.db, scope, params.id, body),
  ),
  bindCall(archiveDecedent, archiveDecedentSchemas, ({ services, scope, params, body }) =>
    decedents.archiveDecedent(services.db, scope, params.id, body.archived),
  ),
  bindCall(uploadFingerprint, uploadFingerprintSchemas, async ({ services, scope, params, request, lang }) =>
    prints.uploadFingerprint(services, scope, params.id, await readMultipart(request), lang),
  ),
  bindCall(destroyFingerprint, destroyFingerprintSchemas, async ({ services, scope, params }) => {
    await retention.destroyFingerprint(services, scope, params.id, params.fingerprintId);
    const [print] = await prints.getDecedentFingerprints(services.db, scope, params.id, params.fingerprintId);
    return print!;
  }),
  bindCall(getAuthorizations, getAuthorizationsSchemas, ({ services, scope, params, lang }) =>
    authorizations.getAuthorizations(services.db, scope, params.id, lang),
  ),
  bindCall(recordAuthorization, recordAuthorizationSchemas, ({ services, scope, params, body }) =>
    authorizations.recordAuthorization(services, scope, params.id, body),
  ),
  bindCall(withdrawAuthorization, withdrawAuthorizationSchemas, ({ services, scope, params, body }) =>
    authorizations.withdrawAuthorization(services, scope, params.id, params.authId, body.reason),
  ),
  bindCall(getAuthorizationPdf, getAuthorizationPdfSchemas, ({ services, scope, params, reply }) =>
    authorizations.sendAuthorizationPdf(services, scope, reply, params.id, params.authId),
  ),
  bindCall(getAccessLog, getAccessLogSchemas, ({ services, scope, params, query }) =>
    accessLog.getAccessLog(services.db, scope, params.id, query),
  ),
  bindCall(getAuthorizationStatements, getAuthorizationStatementsSchemas, ({ services }) =>
    statements.getAuthorizationStatements(services.db),
  ),
  bindCall(addAuthorizationStatement, addAuthorizationStatementSchemas, ({ services, scope, body }) =>
    statements.addAuthorizationStatement(services.db, scope, body),
  ),
];
