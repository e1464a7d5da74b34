/**
 * The booking list's container carries this attribute once the booking works (after hydration,
 * with JavaScript). What shows only then (each row's "Add to booking", the hint and the wider
 * layout beside the list) is styled by its own class, with a rule for inside this attribute. A
 * style that changed with the booking's state instead would give each such element a new class,
 * whose rules (inside @layer and @media) make the browser restyle the whole page, and would render
 * every row again when the booking becomes ready.
 */
export const BOOKING_READY = "[data-booking-ready]";
