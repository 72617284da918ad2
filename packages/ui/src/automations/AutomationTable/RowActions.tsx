import type { Automation } from '@stride/domain';
import { DropdownMenu } from 'radix-ui';
import { Icon } from '../../icons';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { MenuContent, MenuItem } from './AutomationTable.styles';

export type RowActionsProps = {
  automation: Automation;
  onEdit: (automation: Automation) => void;
  onDuplicate: (automation: Automation) => void;
  onUpcomingSchedule: (automation: Automation) => void;
  onDelete: (automation: Automation) => void;
};

/**
 * Edit, a menu with Duplicate and Upcoming schedule, and Delete, as icon buttons (named for a screen
 * reader, and on hover): the ten columns of the list then fit beside the menu at 1 200 px.
 */
export function RowActions({
  automation,
  onEdit,
  onDuplicate,
  onUpcomingSchedule,
  onDelete,
}: RowActionsProps) {
  return (
    <>
      <IconButton
        variant="secondary"
        size="small"
        icon={<Icon name="edit" />}
        label={`Edit ${automation.name}`}
        title="Edit"
        onClick={() => onEdit(automation)}
      />
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <IconButton
            variant="secondary"
            size="small"
            icon={<Icon name="more" />}
            label={`More actions for ${automation.name}`}
            title="More actions"
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end">
            <MenuItem onSelect={() => onDuplicate(automation)}>Duplicate</MenuItem>
            <MenuItem onSelect={() => onUpcomingSchedule(automation)}>Upcoming schedule</MenuItem>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <IconButton
        variant="danger"
        size="small"
        icon={<Icon name="delete" />}
        label={`Delete ${automation.name}`}
        title="Delete"
        onClick={() => onDelete(automation)}
      />
    </>
  );
}
