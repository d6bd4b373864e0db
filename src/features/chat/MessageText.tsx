import { splitLinks } from '../../domain/chat';

/** A message's text with its http(s) links clickable, opened in a new tab without an opener. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((piece, i) =>
        piece.kind === 'link' ? (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer nofollow">
            {piece.text}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
