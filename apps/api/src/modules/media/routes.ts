import { createAssetFolder, createAssetFolderSchemas } from '@portal/shared/media/create-asset-folder';
import { deleteAssetFolder, deleteAssetFolderSchemas } from '@portal/shared/media/delete-asset-folder';
import { deleteAssets, deleteAssetsSchemas } from '@portal/shared/media/delete-assets';
import { downloadAsset, downloadAssetSchemas } from '@portal/shared/media/download-asset';
import { getAsset, getAssetSchemas } from '@portal/shared/media/get-asset';
import { getAssetFolders, getAssetFoldersSchemas } from '@portal/shared/media/get-asset-folders';
import { getAssetLimitation, getAssetLimitationSchemas } from '@portal/shared/media/get-asset-limitation';
import { getAssetLimitations, getAssetLimitationsSchemas } from '@portal/shared/media/get-asset-limitations';
import { getAssetTypes, getAssetTypesSchemas } from '@portal/shared/media/get-asset-types';
import { getAssets, getAssetsSchemas } from '@portal/shared/media/get-assets';
import { moveAssets, moveAssetsSchemas } from '@portal/shared/media/move-assets';
import { updateAsset, updateAssetSchemas } from '@portal/shared/media/update-asset';
import {
  updateAssetLimitation,
  updateAssetLimitationSchemas,
} from '@portal/shared/media/update-asset-limitation';
import { uploadAsset, uploadAssetSchemas } from '@portal/shared/media/upload-asset';
import { sendFile } from '../../platform/file-reply';
import { readBoundedUpload } from '../../platform/multipart';
import { bindCall } from '../../platform/route';
import * as limitations from './limitations';
import * as media from './service';
import * as uploads from './upload';

export const mediaRoutes = [
  bindCall(getAssets, getAssetsSchemas, ({ services, scope, query }) =>
    media.getAssets(services.db, scope, query),
  ),
  bindCall(getAssetFolders, getAssetFoldersSchemas, ({ services, scope }) =>
    media.getAssetFolders(services.db, scope),
  ),
  bindCall(getAssetTypes, getAssetTypesSchemas, async ({ lang }) => media.getAssetTypes(lang)),
  bindCall(getAsset, getAssetSchemas, ({ services, scope, params }) =>
    media.getAsset(services.db, scope, params.id),
  ),
  bindCall(createAssetFolder, createAssetFolderSchemas, ({ services, scope, body }) =>
    media.createAssetFolder(services.db, scope, body),
  ),
  bindCall(deleteAssetFolder, deleteAssetFolderSchemas, ({ services, scope, params, lang }) =>
    media.deleteAssetFolder(services.db, scope, params.id, lang),
  ),
  bindCall(moveAssets, moveAssetsSchemas, ({ services, scope, params, body, lang }) =>
    media.moveAssets(services.db, scope, params.folderID, body, lang),
  ),
  bindCall(uploadAsset, uploadAssetSchemas, async ({ services, scope, request, lang }) =>
    uploads.uploadAsset(
      services,
      scope,
      await readBoundedUpload(request, await uploads.uploadLimitOf(services.db)),
      lang,
    ),
  ),
  bindCall(updateAsset, updateAssetSchemas, ({ services, scope, body, lang }) =>
    media.updateAsset(services.db, scope, body, lang),
  ),
  bindCall(downloadAsset, downloadAssetSchemas, async ({ services, scope, params, query, reply }) =>
    sendFile(reply, await uploads.downloadAsset(services, scope, params.id, query.isPreview)),
  ),
  bindCall(deleteAssets, deleteAssetsSchemas, ({ services, scope, body, lang }) =>
    media.deleteAssets(services, scope, body, lang),
  ),
];

export const assetLimitationRoutes = [
  bindCall(getAssetLimitations, getAssetLimitationsSchemas, ({ services, body }) =>
    limitations.getAssetLimitations(services.db, body?.search),
  ),
  bindCall(getAssetLimitation, getAssetLimitationSchemas, ({ services, params }) =>
    limitations.getAssetLimitation(services.db, params.id),
  ),
  bindCall(updateAssetLimitation, updateAssetLimitationSchemas, ({ services, scope, params, body }) =>
    limitations.updateAssetLimitation(services.db, scope, params.id, body),
  ),
];
