import { useId } from 'react';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import styled from 'styled-components';
import { ControlGlyph } from '../../icons/ControlGlyph';

export type CheckboxProps = {
  /** The visible label, also the checkbox's accessible name. Clicking it toggles the box. */
  label: ReactNode;
  /**
   * Checked state (controlled). `'indeterminate'` shows a dash, e.g. for "select all" when only
   * some rows are selected.
   * @default undefined
   */
  checked?: boolean | 'indeterminate';
  /**
   * Checked state at first (uncontrolled).
   * @default false
   */
  defaultChecked?: boolean | 'indeterminate';
  /**
   * Called with the new state; from indeterminate a click checks the box.
   * @default undefined
   */
  onCheckedChange?: (checked: boolean | 'indeterminate') => void;
  /**
   * The checkbox `<button>`, so a form library can focus it.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
} & Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'children' | 'asChild' | 'checked' | 'defaultChecked' | 'onCheckedChange'
>;

const Root = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
`;

const Box = styled(RadixCheckbox.Root)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon.medium};
  height: ${({ theme }) => theme.size.icon.medium};
  /* Centres the box on the first line of a label that may wrap (1lh is the label's line). */
  font: inherit;
  margin-top: calc((1lh - ${({ theme }) => theme.size.icon.medium}) / 2);
  padding: 0;
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.inverse};
  cursor: pointer;
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.bg.accent};
    border-color: ${({ theme }) => theme.color.bg.accent};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.bg.disabled};
    border-color: ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Indicator = styled(RadixCheckbox.Indicator)`
  display: inline-flex;
  /* One indicator, two glyphs: which one shows follows Radix's state, controlled or not. */
  &[data-state='checked'] > [data-glyph='dash'] {
    display: none;
  }
  &[data-state='indeterminate'] > [data-glyph='check'] {
    display: none;
  }
`;

const Label = styled.label`
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  [data-disabled] + & {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/**
 * A labelled checkbox (Radix Checkbox: Space toggles) with an indeterminate state.
 * `className` and `style` go to the outer wrapper; other props go to the checkbox button.
 */
export function Checkbox({ label, id, className, style, ...rest }: CheckboxProps) {
  const fallbackId = useId();
  const boxId = id ?? fallbackId;
  const labelId = `${boxId}-label`;

  return (
    <Root className={className} style={style}>
      {/* A <label for> does not name a button for every assistive technology; aria-labelledby does. */}
      <Box id={boxId} aria-labelledby={labelId} {...rest}>
        <Indicator>
          <ControlGlyph name="check" weight={3} data-glyph="check" />
          <ControlGlyph name="dash" weight={3} data-glyph="dash" />
        </Indicator>
      </Box>
      <Label id={labelId} htmlFor={boxId}>
        {label}
      </Label>
    </Root>
  );
}
