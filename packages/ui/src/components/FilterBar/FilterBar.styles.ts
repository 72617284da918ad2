import { Popover } from 'radix-ui';
import styled from 'styled-components';
import { tokenValues } from '../../theme/theme';

// The bar answers to the width it is given, like AppShell: queries cannot read CSS variables, so
// the breakpoint comes from the resolved token.
const narrow = `@container filters (max-width: ${tokenValues.breakpoint.md})`;

export const Frame = styled.div`
  container: filters / inline-size;
`;

// Controls share a row and wrap; the school chips and the two range fields (`data-width='wide'`)
// need about a whole field's width.
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};

  > * {
    flex: 1 1 calc(${({ theme }) => theme.size['field-max']} / 2);
    min-width: 0;
  }
  > [data-width='wide'] {
    flex: 2 1 ${({ theme }) => theme.size['field-max']};
  }
  ${narrow} {
    flex-direction: column;
    align-items: stretch;
    /* In a column a flex basis would be a height: the wide controls' basis left a tall empty area. */
    > *,
    > [data-width='wide'] {
      flex: none;
    }
  }
`;

// The range fields, with the preset in force under them.
export const RangeBlock = styled.div`
  display: flex;
  flex-direction: column;
`;

// Empty (no preset on) it takes no room.
export const PresetOn = styled.div`
  display: flex;
  > * {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

// The presets take the calendar's width (they wrap) rather than widen the popover to one row of them.
export const Presets = styled.div`
  width: 0;
  min-width: 100%;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

// The calendar button stands beside the fields, at the height of the inputs (below their labels).
export const RangeRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > button {
    margin-top: calc(
      ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font['line-height'].normal} +
        ${({ theme }) => theme.space.xs}
    );
  }
`;

export const CalendarPopover = styled(Popover.Content)`
  z-index: ${({ theme }) => theme['z-index'].popover};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.sm});
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const RangeFields = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1 1 0;
    min-width: 0;
  }
  ${narrow} {
    flex-direction: column;
  }
`;

// The button lines up with the controls, below a label's height, and hangs from the top of its
// row: an error line appearing or going under a field never moves it (a press that takes the
// focus out of a date field would otherwise miss the button).
export const Actions = styled.div`
  display: flex;
  align-self: flex-start;
  justify-content: flex-end;
  padding-top: calc(
    ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font['line-height'].normal} +
      ${({ theme }) => theme.space.xs}
  );
  ${narrow} {
    justify-content: flex-start;
    padding-top: 0;
  }
`;
