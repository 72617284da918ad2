import { batteryPercent, type NoticeCard } from '@stride/domain';
import { Picture } from '../../primitives/Picture/Picture';
import { Gallery, List, Muted } from './NoticeCard.styles';

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);
const addressOf = (entry: string, bucketUrl: string) =>
  /^(https?:|data:|blob:)/.test(entry) ? entry : `${bucketUrl}${entry}`;

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
              <Picture
                key={image}
                src={addressOf(image, bucketUrl)}
                alt={`Picture ${index + 1} of ${card.title ?? 'the post'}`}
                loading="lazy"
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
