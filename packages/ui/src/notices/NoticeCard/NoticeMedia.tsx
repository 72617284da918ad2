import { batteryPercent, type NoticeCard } from '@stride/domain';
import { Modal } from '../../primitives/Modal/Modal';
import { Picture } from '../../primitives/Picture/Picture';
import { Gallery, List, Muted, PictureButton, WholePicture } from './NoticeCard.styles';

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);
const addressOf = (entry: string, bucketUrl: string) =>
  /^(https?:|data:|blob:)/.test(entry) ? entry : `${bucketUrl}${entry}`;

/**
 * One picture of a card, drawn within the card's picture height (whole, contained), as a button that
 * opens it whole in a dialog (Close, Escape or a tap outside goes back).
 */
function CardPicture({ src, name }: { src: string; name: string }) {
  const alt = `P${name.slice(1)}`;
  return (
    <Modal
      title={alt}
      size="person"
      trigger={
        <PictureButton type="button" aria-label={`Open ${name}`}>
          <Picture src={src} alt={alt} loading="lazy" />
        </PictureButton>
      }
    >
      <WholePicture>
        <Picture src={src} alt={alt} />
      </WholePicture>
    </Modal>
  );
}

/** A card's pictures (or its gif / mp4), its pdfs as links, and a safeguarding card's pupils. */
export function NoticeMedia({
  card,
  bucketUrl,
}: {
  card: Pick<NoticeCard, 'images' | 'pdfs' | 'extension' | 'extras' | 'title'>;
  bucketUrl: string;
}) {
  const students = card.extras.flatMap((extra) => extra.students ?? []);
  return (
    <>
      {card.images.length ? (
        <Gallery>
          {card.images.map((image, index) =>
            card.extension === 'mp4' ? (
              // preload="none": nothing is fetched until the viewer presses play, so the feed stays light.
              <video
                key={image}
                src={addressOf(image, bucketUrl)}
                controls
                preload="none"
                aria-label={`Video ${index + 1} of ${card.title ?? 'the post'}`}
              />
            ) : (
              <CardPicture
                key={image}
                src={addressOf(image, bucketUrl)}
                name={`picture ${index + 1} of ${card.title ?? 'the post'}`}
              />
            ),
          )}
        </Gallery>
      ) : null}
      {card.pdfs.length ? (
        <List aria-label="Documents">
          {card.pdfs.map((pdf) => (
            <li key={pdf}>
              <a href={addressOf(pdf, bucketUrl)} target="_blank" rel="noopener noreferrer">
                {fileName(pdf)}
              </a>
            </li>
          ))}
        </List>
      ) : null}
      {students.length ? (
        <List aria-label="Pupils">
          {students.map((student) => (
            <li key={student.student_id}>
              <strong>{student.first_name}</strong> <Muted>{student.timeAgo}</Muted>{' '}
              <Muted>Battery {batteryPercent(student.battery)}%</Muted>
            </li>
          ))}
        </List>
      ) : null}
    </>
  );
}
