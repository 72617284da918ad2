import { pollOf, pollPercentages, type NoticeCard, type NoticeExtra } from '@stride/domain';
import styled from 'styled-components';
import { UserText } from '../../primitives/UserText/UserText';
import { Button } from '../../primitives/Button/Button';
import { List, Muted } from './NoticeCard.styles';

/** An answer as typed, however long: it wraps in its button rather than widening the card. */
const Answer = styled(Button)`
  max-width: 100%;
  white-space: normal;
  text-align: start;
  padding-block: ${({ theme }) => theme.space.xs};
`;

const Bar = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space.sm};
  accent-color: ${({ theme }) => theme.color.bg.accent};
`;

export type NoticePollProps = {
  card: Pick<NoticeCard, 'extras'>;
  /** Votes for an answer (by index); absent in a preview. */
  onVote?: (answerIndex: number) => void;
  voting?: boolean;
};

/** A poll's answers with their share of total_votes; before voting each answer is a button. */
export function NoticePoll({ card, onVote, voting = false }: NoticePollProps) {
  const poll: NoticeExtra | undefined = pollOf(card);
  if (!poll?.answers) return null;
  const total = poll.total_votes ?? 0;
  const percentages = pollPercentages(poll.answers, total);
  const answered = poll.answered ?? null;
  return (
    <div role="group" aria-label="Poll">
      <List>
        {poll.answers.map((answer, index) => (
          <li key={`${index}-${answer.text}`}>
            {onVote && answered === null ? (
              <Answer variant="secondary" size="small" disabled={voting} onClick={() => onVote(index)}>
                <UserText>{answer.text}</UserText>
              </Answer>
            ) : (
              <span>
                <UserText>{answer.text}</UserText>
                {answered === index ? ' (your answer)' : ''}
              </span>
            )}{' '}
            <Muted>{percentages[index]}%</Muted>
            <Bar max={100} value={percentages[index]} aria-label={`${answer.text}: ${percentages[index]}%`} />
          </li>
        ))}
      </List>
      <Muted>{total} votes</Muted>
    </div>
  );
}
