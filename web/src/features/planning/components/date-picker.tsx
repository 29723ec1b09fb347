import {
  deferredOverlay,
  type StandInProps,
  standInHandlers,
} from '../../../ui/deferred-overlay.tsx';
import {
  DatePickerFace,
  type DatePickerProps,
  datePickerTriggerProps,
} from './date-picker-face.tsx';

function DatePickerStandIn(props: DatePickerProps & StandInProps) {
  return (
    <button
      type="button"
      {...datePickerTriggerProps(props.value, props.label)}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state={props.opening ? 'open' : 'closed'}
      {...standInHandlers(props)}
    >
      <DatePickerFace />
    </button>
  );
}

/**
 * The calendar behind an icon button. The calendar and its popover (date-picker-popover.tsx:
 * react-day-picker, radix's popper) load when the family first reaches for the button, not with
 * the planning's first paint (docs/decisions/021-planning-first-visit.md).
 */
export const DatePickerButton = deferredOverlay<DatePickerProps>(
  () => import('./date-picker-popover.tsx').then((module) => module.DatePickerPopover),
  DatePickerStandIn,
);
