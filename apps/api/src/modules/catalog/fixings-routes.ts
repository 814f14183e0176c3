import { correctMetalFixing, correctMetalFixingSchemas } from '@portal/shared/metal/correct-metal-fixing';
import { getMetalFormulas, getMetalFormulasSchemas } from '@portal/shared/metal/get-metal-formulas';
import { importMetalFixings, importMetalFixingsSchemas } from '@portal/shared/metal/import-metal-fixings';
import { listMetalFixings, listMetalFixingsSchemas } from '@portal/shared/metal/list-metal-fixings';
import { recordMetalFixing, recordMetalFixingSchemas } from '@portal/shared/metal/record-metal-fixing';
import {
  updateMasterAlloyTerms,
  updateMasterAlloyTermsSchemas,
} from '@portal/shared/metal/update-master-alloy-terms';
import { updateMetalFormula, updateMetalFormulaSchemas } from '@portal/shared/metal/update-metal-formula';
import { readBoundedUpload } from '../../platform/multipart';
import { bindCall } from '../../platform/route';
import * as fixings from './fixings-service';
import * as fixingsImport from './fixings-import';
import * as formulas from './formulas-service';

/** The day's fixings of the base metals and the formulas that price every metal from them. */
export const metalFixingRoutes = [
  bindCall(listMetalFixings, listMetalFixingsSchemas, ({ services, query }) =>
    fixings.listMetalFixings(services.db, query),
  ),
  bindCall(recordMetalFixing, recordMetalFixingSchemas, ({ services, scope, body }) =>
    fixings.recordMetalFixing(services.db, scope, body),
  ),
  bindCall(importMetalFixings, importMetalFixingsSchemas, async ({ services, scope, request, lang }) =>
    fixingsImport.importMetalFixings(
      services.db,
      scope,
      await readBoundedUpload(request, fixingsImport.FIXING_IMPORT_MAX_BYTES),
      lang,
    ),
  ),
  bindCall(correctMetalFixing, correctMetalFixingSchemas, ({ services, scope, params, body }) =>
    fixings.correctMetalFixing(services.db, scope, params.id, body),
  ),
  bindCall(getMetalFormulas, getMetalFormulasSchemas, ({ services, lang }) =>
    formulas.getMetalFormulas(services.db, lang),
  ),
  bindCall(updateMetalFormula, updateMetalFormulaSchemas, ({ services, scope, params, body, lang }) =>
    formulas.updateMetalFormula(services.db, scope, params.id, body, lang),
  ),
  bindCall(updateMasterAlloyTerms, updateMasterAlloyTermsSchemas, ({ services, scope, params, body, lang }) =>
    formulas.updateMasterAlloyTerms(services.db, scope, params.code, body, lang),
  ),
];
