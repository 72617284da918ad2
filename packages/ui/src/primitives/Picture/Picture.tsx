import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';

export type PictureProps = {
  /** Where the picture is. */
  src: string;
  /** What the picture shows; also the placeholder's name when it cannot be loaded. */
  alt: string;
} & Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'onError'>;

// Never wider than its place (a card, a gallery cell): a large photo scales down.
const Image = styled.img`
  max-width: 100%;
  height: auto;
`;

const Placeholder = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  aspect-ratio: 4 / 3;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/**
 * An image (styled as one with `styled(Picture)`: the placeholder takes the same class) that, when it cannot be loaded (gone, offline, refused), shows a tidy placeholder named
 * like the picture instead of the browser's broken image and its wrapped alt text.
 */
export function Picture({ src, alt, className, style, ...rest }: PictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src)
    return (
      <Placeholder
        role="img"
        aria-label={alt}
        title={`${alt} (not available)`}
        className={className}
        style={style}
      >
        <Icon name="picture" size="medium" />
      </Placeholder>
    );
  return (
    <Image src={src} alt={alt} onError={() => setFailed(src)} className={className} style={style} {...rest} />
  );
}
