import { domainKey } from '../../../lib/calls';

export const mediaKeys = {
  /** Everything cached for the media library: read again after any write. */
  all: domainKey('media'),
};
