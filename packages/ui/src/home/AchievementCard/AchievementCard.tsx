import { serverLink, type AchievementStatus } from '@stride/domain';
import { useId, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { cardSurface } from '../../primitives/Card/card-surface';
import { renderAnchor, type RenderLink } from '../../navigation/render-link';
import { renderServerLink } from '../../navigation/server-link';
import { Tag } from '../../primitives/Tag/Tag';

export type AchievementCardProps = {
  /** The achievement with its target and progress, from `achievementStatus` (docs/product/home.md). */
  achievement: AchievementStatus;
  /**
   * Renders the call to action when it is a console route (the console passes its router's Link). An
   * address that may not be a link (`serverLink`: a data: one, another site, a path of no page) shows
   * the call to action as text.
   * @default renderAnchor (a plain `<a href>`)
   */
  renderLink?: RenderLink;
} & ComponentPropsWithoutRef<'article'>;

const Card = styled.article`
  ${cardSurface}
  &[data-state='completed'] {
    background: ${({ theme }) => theme.color.bg['success-subtle']};
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a {
    align-self: flex-start;
    color: ${({ theme }) => theme.color.text.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;

const Track = styled.div`
  height: ${({ theme }) => theme.size['progress-track']};
  background: ${({ theme }) => theme.color.bg.subtle};
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
`;

const Fill = styled.div<{ $progress: number }>`
  width: ${({ $progress }) => $progress}%;
  height: 100%;
  background: ${({ theme }) => theme.color.bg.accent};
`;

const numberFormat = new Intl.NumberFormat('en-GB');

/** An achievement: what to reach next, how far along it is, and a link to act on it. */
export function AchievementCard({ achievement, renderLink = renderAnchor, ...rest }: AchievementCardProps) {
  const titleId = useId();
  const {
    description,
    goalText,
    goalValue,
    currentValue,
    units,
    completed,
    completedLevels,
    levels,
    progress,
    ctaLabel,
    route,
    link,
  } = achievement;
  const title = description ?? goalText;
  const amount = `${numberFormat.format(currentValue)} of ${numberFormat.format(goalValue)}${units ? ` ${units}` : ''}`;
  const action = ctaLabel ?? 'Open';

  return (
    <Card aria-labelledby={titleId} data-state={completed ? 'completed' : undefined} {...rest}>
      <header>
        <h3 id={titleId}>{title}</h3>
        {completed ? <Tag variant="success">Completed</Tag> : null}
      </header>
      <p>{completed ? `Every level reached: ${goalText}` : `Next: ${goalText}`}</p>
      <Muted>
        {amount} · level {completedLevels} of {levels.length}
      </Muted>
      <Track
        role="progressbar"
        aria-label={`${title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
      >
        <Fill $progress={progress} />
      </Track>
      {route || link ? renderServerLink(serverLink(route) ?? serverLink(link), action, renderLink) : null}
    </Card>
  );
}
