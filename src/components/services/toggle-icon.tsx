// The plus and tick of "Add to booking", drawn here: an icon imported from react-icons/lu would
// join the icon chunk every page loads, though only this page shows it.
export function ToggleIcon({ checked }: { checked: boolean }) {
  return (
    <svg
      aria-hidden
      focusable={false}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={checked ? "M20 6 9 17l-5-5" : "M5 12h14M12 5v14"} />
    </svg>
  );
}
