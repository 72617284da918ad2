import { Button } from '../primitives/Button/Button';
import { Actions } from './record-table.styles';

/** One button of a record's row: its label is also its accessible name with the record's name after it. */
export type RecordAction = { label: string; onClick: () => void; danger?: boolean };

/** The buttons at the end of a record's row ('Edit Weekly tips', 'Delete Weekly tips' ...). */
export function RecordActions({ name, actions }: { name: string; actions: readonly RecordAction[] }) {
  return (
    <Actions>
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.danger ? 'danger' : 'secondary'}
          size="small"
          aria-label={`${action.label} ${name}`}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Actions>
  );
}
