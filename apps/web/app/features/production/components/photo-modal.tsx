import { Image, Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { mediaSrcSet, mediaUrl } from '../../../lib/media';
import { useNestedDialog } from '../../orders/public/nested-dialog';

/** A stage photo shown full size; Escape or the close button returns to the timeline (the drawer stays open). */
export function PhotoModal({
  photo,
  onClose,
}: {
  photo: { url: string; caption: string } | null;
  onClose: () => void;
}) {
  useNestedDialog(photo !== null);
  const { t } = useTranslation();
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      size="auto"
      centered
      title={photo?.caption}
      closeButtonProps={{ 'aria-label': t('production.timeline.closePhoto') }}
    >
      {photo && (
        <Image
          src={mediaUrl(photo.url, 1280)}
          srcSet={mediaSrcSet(photo.url, 640)}
          sizes="90vw"
          alt={photo.caption}
          mah="80vh"
          maw="min(90vw, 1280px)"
          fit="contain"
        />
      )}
    </Modal>
  );
}
