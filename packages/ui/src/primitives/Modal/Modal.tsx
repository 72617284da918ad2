import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Icon } from '../../icons/Icon';
import { DiscardPrompt, type DiscardQuestion } from '../ConfirmDialog/DiscardPrompt';
import { IconButton } from '../IconButton/IconButton';
import { useReturnFocus } from './useReturnFocus';
import { Body, Description, Footer, Header, Heading, Overlay, Panel, Title } from './Modal.styles';

/** The console's modal sizes, from the `modal` tokens (the sizes docs/product gives each modal). */
export type ModalSize =
  'small' | 'pupil' | 'user-detail' | 'person' | 'org-users' | 'tools' | 'template-editor' | 'logs';

export type ModalProps = {
  /**
   * The visible heading, which also names the dialog for screen readers.
   */
  title: ReactNode;
  /**
   * A sentence under the title, announced as the dialog's description.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Actions at the bottom (Save, Cancel...). Wrap a button in `ModalClose` to close an
   * uncontrolled modal with it.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Width and height from the tokens: `small` 480×280, `pupil` 700×500, `user-detail` 900×500,
   * `person` 1100×700, `org-users` 1250×700, `tools` 1150×800 (automation editor, ML and admin tools), `template-editor` 1000×700 (notice template editor), `logs` 95 % wide by 700 (the logs modal). On a smaller screen the modal shrinks to the viewport.
   * @default 'small'
   */
  size?: ModalSize;
  /**
   * When false the modal ignores Escape and outside clicks and shows no close button: only its own
   * footer action can close it (the mandatory Terms & conditions dialog).
   * @default true
   */
  dismissible?: boolean;
  /**
   * When false a click outside does nothing, while Escape and the close button still close (and ask
   * first while `unsaved`): the ML and admin tools modals (docs/product/step-tools.md).
   * @default true
   */
  outsideClickCloses?: boolean;
  /**
   * Whether the modal holds changes that closing would drop. While true (and `discardQuestion` is
   * given), Escape, an outside click, the close button and a `ModalClose` ask `discardQuestion`
   * first; while false they close at once.
   * @default false
   */
  unsaved?: boolean;
  /**
   * The question asked before unsaved changes are dropped; without it the modal never asks.
   * @default undefined
   */
  discardQuestion?: DiscardQuestion;
  /**
   * Whether the modal is open (controlled).
   * @default undefined
   */
  open?: boolean;
  /**
   * Whether the modal starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the modal asks to open or close (trigger, close button, Escape, outside click).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * One element that opens the modal, usually a Button; it gets focus back when the modal closes.
   * @default undefined
   */
  trigger?: ReactNode;
  /**
   * The label of the close button (cross) in the header.
   * @default 'Close'
   */
  closeLabel?: string;
} & Omit<ComponentPropsWithoutRef<'div'>, 'title'>;

/** Closes the surrounding Modal; use with `asChild` around a footer button. */
export const ModalClose = Dialog.Close;

/**
 * A modal dialog on Radix Dialog: focus is trapped inside, the page behind is inert, and focus
 * returns to the trigger on close. Rest props go to the dialog box.
 */
export function Modal({
  title,
  description,
  footer,
  size = 'small',
  dismissible = true,
  outsideClickCloses = true,
  unsaved = false,
  discardQuestion,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  closeLabel = 'Close',
  children,
  ...rest
}: ModalProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [asking, setAsking] = useState(false);
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  // Every close Radix handles (Escape, outside click, close button, ModalClose) asks first while
  // there are unsaved changes; a caller's own onOpenChange(false) is its own decision.
  const requestOpenChange = (next: boolean) => {
    if (!next && unsaved && discardQuestion) setAsking(true);
    else setOpen(next);
  };
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const blockOutside = (event: Event) => {
    if (!dismissible || !outsideClickCloses) event.preventDefault();
  };
  const { rememberOpener, returnFocus } = useReturnFocus(Boolean(trigger));

  return (
    <Dialog.Root open={open ?? uncontrolledOpen} onOpenChange={requestOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay asChild>
          <Overlay />
        </Dialog.Overlay>
        <Dialog.Content
          asChild
          onEscapeKeyDown={block}
          onPointerDownOutside={blockOutside}
          onInteractOutside={blockOutside}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          // Radix warns about a missing description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Panel data-size={size} {...rest}>
            <Header>
              <Heading>
                <Dialog.Title asChild>
                  <Title>{title}</Title>
                </Dialog.Title>
                {description && (
                  <Dialog.Description asChild>
                    <Description>{description}</Description>
                  </Dialog.Description>
                )}
              </Heading>
              {dismissible && (
                <Dialog.Close asChild>
                  <IconButton label={closeLabel} size="small" icon={<Icon name="close" />} />
                </Dialog.Close>
              )}
            </Header>
            <Body>{children}</Body>
            {footer && <Footer>{footer}</Footer>}
          </Panel>
        </Dialog.Content>
      </Dialog.Portal>
      {discardQuestion && (
        <DiscardPrompt
          words={discardQuestion}
          open={asking}
          onLeave={() => {
            setAsking(false);
            setOpen(false);
          }}
          onStay={() => setAsking(false)}
        />
      )}
    </Dialog.Root>
  );
}
