import { uploadFingerprint as uploadFingerprintCall } from '@portal/shared/decedents/upload-fingerprint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { decedentKeys } from './keys';

export interface FingerprintUpload {
  decedentId: number;
  file: File;
  label: string;
  consentGivenBy: string;
  consent: boolean;
}

/**
 * POST /api/decedents/{id}/fingerprints (multipart). Silent: a refused print's reason, in the user's language, is
 * shown under the form.
 */
export function useUploadFingerprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FingerprintUpload) => {
      const form = new FormData();
      form.append('label', input.label);
      form.append('consentGivenBy', input.consentGivenBy);
      form.append('consent', String(input.consent));
      form.append('file', input.file, input.file.name);
      return api.send(
        uploadFingerprintCall,
        { params: { id: input.decedentId }, body: form },
        { silent: true },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: decedentKeys.all }),
  });
}
