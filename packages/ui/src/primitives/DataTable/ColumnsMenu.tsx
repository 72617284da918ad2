import { DropdownMenu } from 'radix-ui';
import { ControlGlyph } from '../../icons/ControlGlyph';
import { Button } from '../Button/Button';
import { canToggle } from './list-preferences';
import * as S from './ListViewMenus.styles';

type Column = { id: string; header: string; rowHeader?: boolean };

export type ColumnsMenuProps = {
  /** Every column of the list, shown or not, in order. */
  columns: readonly Column[];
  /** The ids of the hidden columns. */
  hidden: ReadonlySet<string>;
  /** Shows (`show`) or hides the column `id`. */
  onToggle: (id: string, show: boolean) => void;
  /** Shows the list's default columns again. */
  onReset: () => void;
};

/**
 * The list's column chooser: a Columns button opening a menu with a checkbox per column (the row's name
 * column stays, so it is checked and cannot be unchecked) and Reset columns. The menu stays open while
 * columns are ticked, so several can be hidden in one go.
 */
export function ColumnsMenu({ columns, hidden, onToggle, onReset }: ColumnsMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="small">
          {hidden.size > 0 ? `Columns (${hidden.size} hidden)` : 'Columns'}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <S.MenuContent align="end">
          {columns.map((column) => (
            <S.CheckboxItem
              key={column.id}
              checked={!hidden.has(column.id)}
              disabled={!canToggle(columns, column.id)}
              onCheckedChange={(checked) => onToggle(column.id, checked === true)}
              onSelect={(event) => event.preventDefault()}
            >
              <S.CheckMark>
                <DropdownMenu.ItemIndicator>
                  <ControlGlyph name="check" />
                </DropdownMenu.ItemIndicator>
              </S.CheckMark>
              {column.header}
            </S.CheckboxItem>
          ))}
          <S.Separator />
          <S.MenuItem onSelect={onReset}>Reset columns</S.MenuItem>
        </S.MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
