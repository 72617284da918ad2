import { useId } from 'react';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import styled from 'styled-components';

export type SwitchProps = {
  /** The visible label, also the switch's accessible name. Clicking it flips the switch. */
  label: ReactNode;
  /**
   * On or off (controlled).
   * @default undefined
   */
  checked?: boolean;
  /**
   * On or off at first (uncontrolled).
   * @default false
   */
  defaultChecked?: boolean;
  /**
   * Called with the new state.
   * @default undefined
   */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * The switch `<button>`, so a form library can focus it.
   * @default undefined
   */
  ref?: Ref<HTMLButtonElement>;
} & Omit<
  ComponentPropsWithoutRef<typeof RadixSwitch.Root>,
  'children' | 'asChild' | 'checked' | 'defaultChecked' | 'onCheckedChange'
>;

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

// Track: two thumbs wide plus the inset; the thumb travels one thumb width.
const Track = styled(RadixSwitch.Root)`
  --thumb: ${({ theme }) => theme.size.icon.medium};
  --inset: ${({ theme }) => theme.space.xxs};
  flex: none;
  display: inline-flex;
  align-items: center;
  width: calc(var(--thumb) * 2 + var(--inset) * 2);
  height: calc(var(--thumb) + var(--inset) * 2);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border.strong};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.duration.fast};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.bg.accent};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.bg.disabled};
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: var(--thumb);
  height: var(--thumb);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transform: translateX(var(--inset));
  transition: transform ${({ theme }) => theme.duration.fast};
  &[data-state='checked'] {
    transform: translateX(calc(var(--thumb) + var(--inset)));
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
  [data-disabled] + & {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/**
 * A labelled on/off switch (Radix Switch: Space or Enter flips it) for settings that apply at once.
 * `className` and `style` go to the outer wrapper; other props go to the switch button.
 */
export function Switch({ label, id, className, style, ...rest }: SwitchProps) {
  const fallbackId = useId();
  const switchId = id ?? fallbackId;
  const labelId = `${switchId}-label`;

  return (
    <Root className={className} style={style}>
      {/* A <label for> does not name a button for every assistive technology; aria-labelledby does. */}
      <Track id={switchId} aria-labelledby={labelId} {...rest}>
        <Thumb />
      </Track>
      <Label id={labelId} htmlFor={switchId}>
        {label}
      </Label>
    </Root>
  );
}
