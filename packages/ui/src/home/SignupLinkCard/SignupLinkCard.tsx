import { copyMessages } from '@stride/domain';
import { useId, useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { cardSurface } from '../../primitives/Card/card-surface';
import { Icon } from '../../icons';
import { Button } from '../../primitives/Button/Button';

export type SignupLinkCardProps = {
  /** What the link is for ('Parent sign-up link'); the card's heading. */
  label: string;
  /** The full link to share, e.g. https://app.example/welcome/CAM101. */
  url: string;
  /**
   * Writes the link to the clipboard; a rejection shows 'Failed to copy!'.
   * @default navigator.clipboard.writeText
   */
  copyText?: (text: string) => Promise<void>;
} & ComponentPropsWithoutRef<'section'>;

const Card = styled.section`
  ${cardSurface}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  code {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.bg.subtle};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

const Result = styled.p`
  margin: 0;
  min-height: 1lh;
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-state='copied'] {
    color: ${({ theme }) => theme.color.text.success};
  }
  &[data-state='failed'] {
    color: ${({ theme }) => theme.color.text.danger};
  }
`;

const clipboardWrite = (text: string) => navigator.clipboard.writeText(text);

/** A shareable sign-up link with a Copy button that says whether the copy worked (docs/product/home.md). */
export function SignupLinkCard({ label, url, copyText = clipboardWrite, ...rest }: SignupLinkCardProps) {
  const headingId = useId();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    setResult(null);
    try {
      await copyText(url);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  }

  return (
    <Card aria-labelledby={headingId} {...rest}>
      <h3 id={headingId}>{label}</h3>
      <Row>
        <code>{url}</code>
        <Button
          variant="secondary"
          size="small"
          icon={<Icon name="copy" />}
          onClick={copy}
          aria-label={`Copy ${label}`}
        >
          Copy
        </Button>
      </Row>
      <Result role="status" data-state={result ?? undefined}>
        {result ? copyMessages[result] : null}
      </Result>
    </Card>
  );
}
