import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendOutboxMail } from '@portal/shared/system/resend-outbox-mail';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

/** POST /api/mail-outbox/{id}/resend, then the outbox is read again. */
export function useResendOutboxMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(resendOutboxMail, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('system') }),
  });
}
