import { useId, useState } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  text-align: start;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  /* An inline-flex box's baseline is its first item's, here the empty triangle's bottom edge: set on the
     text's baseline, the toggle's line grew by a fraction of a pixel (what follows it was drawn on half
     pixels). At the line's top, the line is exactly the toggle's height. */
  vertical-align: top;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: ${({ theme }) => theme.space.xxs};
  cursor: pointer;

  /* The disclosure's triangle: right when closed, down when open. */
  &::before {
    content: '';
    border-block: ${({ theme }) => theme.space.xs} solid transparent;
    border-inline-start: ${({ theme }) => theme.space.sm} solid currentColor;
    transition: transform ${({ theme }) => theme.duration.normal};
  }
  &[aria-expanded='true']::before {
    transform: rotate(90deg);
  }
`;

const Detail = styled.pre`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.sm};
  max-width: 100%;
  overflow-x: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.default};
  background: ${({ theme }) => theme.color.bg.subtle};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export type TechnicalDetailsProps = {
  /** What failed in technical words (a call, a status, what the client saw). */
  detail: string;
  /** Passed to the wrapper, e.g. to centre the toggle. */
  className?: string;
};

/**
 * A failure's technical words behind a closed 'Technical details' disclosure (a button that
 * expands them): there for whoever the reader asks for help, never in the human message itself.
 */
export function TechnicalDetails({ detail, className }: TechnicalDetailsProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Root className={className}>
      <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Technical details
      </Toggle>
      <Detail id={id} hidden={!open}>
        {detail}
      </Detail>
    </Root>
  );
}
