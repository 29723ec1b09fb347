import { Fragment } from 'react';
import { mapsHref, splitActionable } from '#domain/french.ts';
import { cn } from '../lib/cn.ts';

const LINK = 'font-medium text-accent underline underline-offset-2';

/**
 * A free text (notes, memos, list items) whose links, emails and phone numbers can be tapped. Long
 * words and URLs wrap anywhere rather than widen the page (a 60-character link on a 390 px phone).
 */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)}>
      {splitActionable(text).map((piece, index) =>
        piece.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces never move; their order is their identity
          <Fragment key={index}>{piece.text}</Fragment>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            key={index}
            href={piece.href}
            // A phone number is read in one piece: never split over two lines.
            className={cn(LINK, piece.kind === 'phone' && 'whitespace-nowrap')}
            {...(piece.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {piece.text}
          </a>
        ),
      )}
    </span>
  );
}

/** A place that opens the phone's maps (Google Maps in a browser). */
export function PlaceLink({ place, className }: { place: string; className?: string }) {
  return (
    <a
      href={mapsHref(place)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(LINK, '[overflow-wrap:anywhere]', className)}
    >
      {place}
    </a>
  );
}
