import { canAddAnswer, canRemoveAnswer, postLimits } from '@stride/domain';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { Fieldset, Row } from './PostEditor.styles';

export type PostPollProps = {
  answers: readonly string[];
  onAnswersChange: (answers: string[]) => void;
  /** Fields that failed ('answers', 'answers.1'). */
  invalid: readonly string[];
  requiredMessage: string;
};

/** A poll's 2 to 6 answers, each at most 80 characters; one is removed only while more than 2 remain. */
export function PostPoll({ answers, onAnswersChange, invalid, requiredMessage }: PostPollProps) {
  const change = (index: number, text: string) =>
    onAnswersChange(answers.map((answer, at) => (at === index ? text : answer)));
  return (
    <Fieldset>
      <legend>Answers</legend>
      {answers.map((answer, index) => (
        <Row key={index}>
          <TextField
            label={`Answer ${index + 1}`}
            value={answer}
            maxLength={postLimits.pollAnswer}
            required
            error={invalid.includes(`answers.${index}`) ? requiredMessage : undefined}
            onValueChange={(text) => change(index, text)}
          />
          {canRemoveAnswer(answers) ? (
            <Button
              type="button"
              variant="ghost"
              aria-label={`Remove answer ${index + 1}`}
              onClick={() => onAnswersChange(answers.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          ) : null}
        </Row>
      ))}
      {canAddAnswer(answers) ? (
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => onAnswersChange([...answers, ''])}
        >
          Add answer
        </Button>
      ) : null}
    </Fieldset>
  );
}
