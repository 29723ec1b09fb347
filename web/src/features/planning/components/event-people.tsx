import { namesInFrench, type TaskPerson } from '#domain/task-people.ts';
import { PersonDot } from '../../../ui/person-dot.tsx';

/** Dots beyond this many become « +N », so a card with the whole family stays one line. */
const MAX_DOTS = 3;

/** One colour dot per person (decorative: the names are written beside them). */
function Dots({ people, className }: { people: readonly TaskPerson[]; className?: string }) {
  const shown = people.slice(0, MAX_DOTS);
  const more = people.length - shown.length;
  return (
    <span aria-hidden="true" className="inline-flex items-center -space-x-0.5">
      {shown.map((person) => (
        <PersonDot key={person.id} colour={person.colour} className={className} />
      ))}
      {more > 0 ? <span className="ml-1 text-xs">+{more}</span> : null}
    </span>
  );
}

/**
 * Every responsible adult (a dot of each one's colour, their names) and every child of an event:
 * « ● ● Camille et Thomas · Pour Léa et Tom ». Nobody responsible reads « Non assigné » when asked.
 */
export function EventPeople({
  responsibles,
  kids: children,
  showUnassigned = false,
}: {
  responsibles: readonly TaskPerson[];
  /** The children concerned (not React's `children`). */
  kids: readonly TaskPerson[];
  showUnassigned?: boolean;
}) {
  return (
    <>
      {responsibles.length > 0 ? (
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <Dots people={responsibles} />
          <span className="sr-only">Assigné à </span>
          <span className="min-w-0 break-words">
            {namesInFrench(responsibles.map((person) => person.name))}
          </span>
        </span>
      ) : showUnassigned ? (
        <span>Non assigné</span>
      ) : null}
      {children.length > 0 ? (
        <span className="inline-flex min-w-0 items-center gap-1">
          <span aria-hidden="true">
            {children.length > 1 ? '🧒' : (children[0]?.emoji ?? '🧒')}
          </span>
          <span className="sr-only">Pour </span>
          <span className="min-w-0 break-words">
            {namesInFrench(children.map((person) => person.name))}
          </span>
        </span>
      ) : null}
    </>
  );
}
