import { canAddAnswer, canRemoveAnswer, postLimits, type PostForm } from '@stride/domain';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { Button } from '../../primitives/Button/Button';
import { Fieldset, Row } from './PostEditor.styles';

export type PostPollProps = {
  /** The post editor's form: each answer is its field `answers.<index>`, with its own message. */
  control: Control<PostForm>;
  answers: readonly string[];
  /** Adds or removes an answer. */
  onAnswersChange: (answers: string[]) => void;
};

/** A poll's 2 to 6 answers, each at most 80 characters; one is removed only while more than 2 remain. */
export function PostPoll({ control, answers, onAnswersChange }: PostPollProps) {
  return (
    <Fieldset>
      <legend>Answers</legend>
      {answers.map((_, index) => (
        <Row key={index}>
          <FormTextField
            control={control}
            name={`answers.${index}`}
            label={`Answer ${index + 1}`}
            maxLength={postLimits.pollAnswer}
            required
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
