import { useHydrated } from "../../hooks/use-hydrated";
import { fill } from "../../../shared/lib/locale";

interface StoreNoticeProps {
  /** The page's data came from the phone's store (the offline worker marks it so). */
  fromStore: boolean | undefined;
  /** "28 November 2026": the build's day, in the page's language. */
  pricesAsOf: string;
  /** The page's words for it: "… Prices as of {date}." */
  text: string;
}

/**
 * Says that the page comes from the phone's store, and the date of its prices. Shown only after
 * hydration: the server's HTML is the same whether it came from the network or the store, and the
 * first render must match it. A status, so a screen reader reads it when it appears. Plain
 * elements, its look the theme's (shared/theme/shell.ts): it is part of the shell every page
 * hydrates.
 */
export function StoreNotice({ fromStore, pricesAsOf, text }: StoreNoticeProps) {
  const hydrated = useHydrated();
  return (
    <div role="status">
      {hydrated && fromStore ? (
        <div className="store-notice">{fill(text, { date: pricesAsOf })}</div>
      ) : null}
    </div>
  );
}
