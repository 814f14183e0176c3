import { archiveDecedent, archiveDecedentSchemas } from '@portal/shared/decedents/archive-decedent';
import { createDecedent, createDecedentSchemas } from '@portal/shared/decedents/create-decedent';
import { getDecedent, getDecedentSchemas } from '@portal/shared/decedents/get-decedent';
import {
  getDecedentFingerprints,
  getDecedentFingerprintsSchemas,
} from '@portal/shared/decedents/get-decedent-fingerprints';
import { getDecedents, getDecedentsSchemas } from '@portal/shared/decedents/get-decedents';
import { updateDecedent, updateDecedentSchemas } from '@portal/shared/decedents/update-decedent';
import { uploadFingerprint, uploadFingerprintSchemas } from '@portal/shared/decedents/upload-fingerprint';
import { readMultipart } from '../../platform/multipart';
import { bindCall } from '../../platform/route';
import * as prints from './fingerprints';
import * as decedents from './service';

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
];
