import { Badge, Group, Image, Stack, Text, Timeline, Title, UnstyledButton } from '@mantine/core';
import type { JobTimeline as JobTimelineData } from '@portal/shared/production/schemas';
import { useState } from 'react';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { mediaUrl } from '../../../lib/media';
import { PhotoModal } from './photo-modal';

/** A calendar day (YYYY-MM-DD) at noon UTC, so that every time zone shows the same day. */
const day = (value: string) => `${value}T12:00:00Z`;

/**
 * A job's production as its customer sees it: the stages in order, each reached (with its day), current,
 * or coming (with its expected day); then every move, newest first, with its note, reason and photos.
 */
export function JobTimeline({ timeline }: { timeline: JobTimelineData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [photo, setPhoto] = useState<{ url: string; caption: string } | null>(null);
  const active = timeline.stages.findIndex((s) => s.state === 'current');
  return (
    <Stack gap="md" data-testid="job-timeline">
      {timeline.currentStageId === null && (
        <Text size="sm" c="dimmed" data-testid="job-timeline-not-started">
          {t('production.timeline.notStarted')}
        </Text>
      )}
      {timeline.expectedFinishOn && (
        <Text size="sm" data-testid="job-timeline-finish">
          {t('production.timeline.expectedFinish', { date: format.date(day(timeline.expectedFinishOn)) })}
        </Text>
      )}
      <Timeline active={active} bulletSize={18} lineWidth={2}>
        {timeline.stages.map((stage) => (
          <Timeline.Item
            key={stage.id}
            title={
              <Group gap="xs">
                <Text fw={stage.state === 'current' ? 700 : 500}>{stage.name}</Text>
                {stage.state === 'current' && (
                  <Badge size="sm" variant="light">
                    {t('production.timeline.current')}
                  </Badge>
                )}
              </Group>
            }
            data-testid="job-timeline-stage"
            data-state={stage.state}
          >
            <Text size="sm" c="dimmed">
              {stage.state === 'coming'
                ? stage.expectedOn
                  ? t('production.timeline.expectedOn', { date: format.date(day(stage.expectedOn)) })
                  : ''
                : stage.reachedAt
                  ? t('production.timeline.reachedOn', { date: format.date(stage.reachedAt) })
                  : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Title order={3} size="h5">
        {t('production.timeline.moves')}
      </Title>
      {timeline.moves.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('production.timeline.noMoves')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="job-timeline-moves">
          {timeline.moves.map((move) => (
            <Stack key={move.id} gap={4} data-testid="job-timeline-move">
              <Text size="sm" fw={600}>
                {move.fromStage
                  ? t('production.timeline.moved', { from: move.fromStage, to: move.toStage })
                  : t('production.timeline.started', { to: move.toStage })}
                {move.backward && (
                  <Badge ml="xs" size="sm" color="orange" variant="light">
                    {t('production.timeline.backward')}
                  </Badge>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {t('production.timeline.by', { date: format.dateTime(move.movedAt), name: move.movedBy })}
              </Text>
              {move.reason && (
                <Text size="sm">{t('production.timeline.reason', { reason: move.reason })}</Text>
              )}
              {move.note && <Text size="sm">{move.note}</Text>}
              {move.photos.length > 0 && (
                <Group gap="xs">
                  {move.photos.map((p, index) => (
                    <UnstyledButton
                      key={p.url}
                      onClick={() => setPhoto({ url: p.url, caption: move.toStage })}
                      aria-label={t('production.timeline.openPhoto', { stage: move.toStage, n: index + 1 })}
                      style={{ borderRadius: 6, overflow: 'hidden', width: 72, height: 72 }}
                      data-testid="job-timeline-photo"
                    >
                      <Image src={mediaUrl(p.url, 160)} alt="" h={72} w={72} fit="cover" loading="lazy" />
                    </UnstyledButton>
                  ))}
                </Group>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <PhotoModal photo={photo} onClose={() => setPhoto(null)} />
    </Stack>
  );
}
