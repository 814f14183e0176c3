import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallContract, CallInput } from '@portal/shared/platform/contract';
import { getMyProfile } from '@portal/shared/users/get-my-profile';
import type { MyProfile } from '@portal/shared/users/profile-schemas';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { notifyDone } from '../../../../lib/feedback';
import { sessionQueryOptions } from '../../../../lib/session/session';

export const myProfileKey = callKey(getMyProfile);

/** GET /api/User/MyProfile: every card of the page. */
export function useMyProfile() {
  return useQuery({
    queryKey: myProfileKey,
    queryFn: ({ signal }) => api.send(getMyProfile, {}, { signal }),
  });
}

/**
 * One card's save (POST /User/GeneralInfo, /ContactInfo, ...): every one answers the whole profile as saved, which
 * replaces the cached one; the toast names the card (spec §8 '{name} - saved successfully!'). Field errors are left
 * to the card's form (silent), which shows them on the fields.
 */
export function useSaveCard<C extends CallContract & { schemas?: { response: unknown } }>(
  call: C,
  cardName: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) =>
      api.send(call, input, { silent: true }) as unknown as Promise<MyProfile>,
    onSuccess: async (profile) => {
      queryClient.setQueryData(myProfileKey, profile);
      notifyDone('saved', cardName);
      // The header shows the user's name and picture from the session.
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
