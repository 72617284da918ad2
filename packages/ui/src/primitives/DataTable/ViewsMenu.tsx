import { DropdownMenu } from 'radix-ui';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { VIEW_NAME_MAX, viewNamed, viewNameProblem, type SavedView } from './list-preferences';
import * as S from './ListViewMenus.styles';

export type ViewsMenuProps = {
  /** The list's saved views, in the order they were saved. */
  views: readonly SavedView[];
  /** Saves the list's current sort, filters and hidden columns as `name` (replacing a view of that name). */
  onSave: (name: string) => void;
  /** Shows the list as `view` keeps it. */
  onPick: (view: SavedView) => void;
  /** Forgets the view `name`. */
  onDelete: (name: string) => void;
};

type Asking = { kind: 'replace'; name: string } | { kind: 'delete'; name: string } | null;

/**
 * The list's saved views: a Views menu with Save current view… (a name, up to 60 characters; a name
 * already saved replaces that view after asking), the views to pick, and Delete view (asks first).
 */
export function ViewsMenu({ views, onSave, onPick, onDelete }: ViewsMenuProps) {
  const formId = useId();
  // A dialog opens once the menu has given focus back to Views, so closing the dialog returns there.
  const afterMenu = useRef<(() => void) | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [askOpen, setAskOpen] = useState(false);
  // The name field takes focus just after the dialog has noted where focus was (Views), so closing returns there.
  const nameField = useCallback((input: HTMLInputElement | null) => {
    if (input) setTimeout(() => input.focus());
  }, []);

  const ask = (next: NonNullable<Asking>) => {
    setAsking(next);
    setAskOpen(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = viewNameProblem(name);
    setProblem(found);
    if (found) return;
    const same = viewNamed(views, name);
    if (same) ask({ kind: 'replace', name: same.name });
    else {
      onSave(name.trim());
      setNaming(false);
    }
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="secondary" size="small">
            Views
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <S.MenuContent
            align="end"
            onCloseAutoFocus={() => {
              afterMenu.current?.();
              afterMenu.current = null;
            }}
          >
            <S.MenuItem
              onSelect={() => {
                setName('');
                setProblem(null);
                afterMenu.current = () => setNaming(true);
              }}
            >
              Save current view…
            </S.MenuItem>
            <S.Separator />
            <DropdownMenu.Group aria-label="Saved views">
              <S.Label>Saved views</S.Label>
              {views.length === 0 ? (
                <S.Empty>
                  No saved views yet. Save the current filters, sort and columns to come back to them.
                </S.Empty>
              ) : (
                views.map((view) => (
                  <S.MenuItem key={view.name} onSelect={() => onPick(view)}>
                    {view.name}
                  </S.MenuItem>
                ))
              )}
            </DropdownMenu.Group>
            {views.length > 0 && (
              <>
                <S.Separator />
                <DropdownMenu.Sub>
                  <S.SubTrigger>Delete a view…</S.SubTrigger>
                  <DropdownMenu.Portal>
                    <S.SubContent>
                      {views.map((view) => (
                        <S.MenuItem
                          key={view.name}
                          aria-label={`Delete ${view.name}`}
                          onSelect={() => {
                            afterMenu.current = () => ask({ kind: 'delete', name: view.name });
                          }}
                        >
                          {view.name}
                        </S.MenuItem>
                      ))}
                    </S.SubContent>
                  </DropdownMenu.Portal>
                </DropdownMenu.Sub>
              </>
            )}
          </S.MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Modal
        open={naming}
        onOpenChange={setNaming}
        title="Save view"
        description="Saves this list's filters, sort and shown columns under a name, in this browser."
        footer={
          <>
            <Button variant="secondary" onClick={() => setNaming(false)}>
              Cancel
            </Button>
            <Button type="submit" form={formId}>
              Save
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={save} noValidate>
          <TextField
            label="View name"
            description={`Up to ${VIEW_NAME_MAX} characters`}
            value={name}
            onValueChange={(value) => {
              setName(value);
              if (problem) setProblem(null);
            }}
            error={problem ?? undefined}
            maxLength={VIEW_NAME_MAX}
            required
            ref={nameField}
          />
        </form>
      </Modal>
      <ConfirmDialog
        open={askOpen}
        onOpenChange={setAskOpen}
        message={
          asking?.kind === 'replace'
            ? `Replace the view “${asking.name}”?`
            : `Delete the view “${asking?.name ?? ''}”?`
        }
        description={
          asking?.kind === 'replace'
            ? 'A view of this name is saved already: it will show the current filters, sort and columns instead.'
            : undefined
        }
        destructive={asking?.kind === 'delete'}
        confirmLabel={asking?.kind === 'replace' ? 'Replace' : 'Delete'}
        cancelLabel="Cancel"
        onConfirm={() => {
          if (asking?.kind === 'replace') {
            onSave(asking.name);
            setNaming(false);
          } else if (asking) onDelete(asking.name);
        }}
      />
    </>
  );
}
