import type { Automation } from '@stride/domain';
import { DropdownMenu } from 'radix-ui';
import { Button } from '../../primitives/Button/Button';
import { MenuContent, MenuItem } from './AutomationTable.styles';

export type RowActionsProps = {
  automation: Automation;
  onEdit: (automation: Automation) => void;
  onDuplicate: (automation: Automation) => void;
  onUpcomingSchedule: (automation: Automation) => void;
  onDelete: (automation: Automation) => void;
};

/** Edit, a menu with Duplicate and Upcoming schedule, and Delete. */
export function RowActions({
  automation,
  onEdit,
  onDuplicate,
  onUpcomingSchedule,
  onDelete,
}: RowActionsProps) {
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={`Edit ${automation.name}`}
        onClick={() => onEdit(automation)}
      >
        Edit
      </Button>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" size="small" aria-label={`More actions for ${automation.name}`}>
            More
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end">
            <MenuItem onSelect={() => onDuplicate(automation)}>Duplicate</MenuItem>
            <MenuItem onSelect={() => onUpcomingSchedule(automation)}>Upcoming schedule</MenuItem>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Button
        variant="danger"
        size="small"
        aria-label={`Delete ${automation.name}`}
        onClick={() => onDelete(automation)}
      >
        Delete
      </Button>
    </>
  );
}
