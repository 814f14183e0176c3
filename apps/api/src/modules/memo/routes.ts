import { getMemoAging, getMemoAgingSchemas } from '@portal/shared/memo/get-memo-aging';
import { getMemos, getMemosSchemas } from '@portal/shared/memo/get-memos';
import { keepMemoItems, keepMemoItemsSchemas } from '@portal/shared/memo/keep-memo-items';
import {
  printMemoReturnLabel,
  printMemoReturnLabelSchemas,
} from '@portal/shared/memo/print-memo-return-label';
import { returnMemoItems, returnMemoItemsSchemas } from '@portal/shared/memo/return-memo-items';
import { sendMemo, sendMemoSchemas } from '@portal/shared/memo/send-memo';
import type { Services } from '../../platform/request-context';
import { bindCall } from '../../platform/route';
import * as decisions from './memo-decisions';
import * as memo from './memo-service';
import * as returnLabel from './return-label';

const today = (services: Services) => services.now().toISOString().slice(0, 10);

/** Pieces on memo: sent by staff, returned or kept by the customer, their return labels and memo out per customer. */
export const memoRoutes = [
  bindCall(sendMemo, sendMemoSchemas, ({ services, scope, body }) => memo.sendMemo(services, scope, body)),
  bindCall(getMemos, getMemosSchemas, ({ services, scope, query }) =>
    memo.getMemos(services.db, scope, query, today(services)),
  ),
  bindCall(getMemoAging, getMemoAgingSchemas, ({ services, scope }) =>
    memo.getMemoAging(services.db, scope, today(services)),
  ),
  bindCall(returnMemoItems, returnMemoItemsSchemas, ({ services, scope, params, body }) =>
    decisions.returnMemoItems(services, scope, params.id, body.itemIds),
  ),
  bindCall(keepMemoItems, keepMemoItemsSchemas, ({ services, scope, params, body }) =>
    decisions.keepMemoItems(services, scope, params.id, body.itemIds),
  ),
  bindCall(printMemoReturnLabel, printMemoReturnLabelSchemas, ({ services, scope, params, lang, reply }) =>
    returnLabel.printMemoReturnLabel(services.db, scope, reply, params.id, lang),
  ),
];
