// Sharing a page: the phone's own share sheet (the Web Share API) where it has one, and otherwise
// a WhatsApp link that opens a chat with the words and the address written in (WhatsApp's "click
// to chat" without a number: the visitor picks whom to send it to). The link is the control's
// address from the first paint, so it works before and without the page's script.

export interface Shared {
  /** The page's title, as the share sheet shows it. */
  title: string;
  /** What the message says before the address. */
  text: string;
  /** The page's whole address. */
  url: string;
}

/** "https://wa.me/?text=…": WhatsApp with the text and the address on the next line. */
export const whatsappShareLink = ({ text, url }: Shared): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;

type Sharing = Pick<Navigator, "share"> | { share?: undefined };

/**
 * Follows a tap on the share link: where the browser can share, its sheet instead of the link
 * (the tap's default is cancelled); otherwise the link is followed as it is. Closing the sheet is
 * not an error; a sheet that fails to open (a browser that refuses this share) falls back to the
 * link.
 */
export function shareInstead(
  event: { preventDefault: () => void },
  shared: Shared,
  sharing: Sharing,
  openLink: (href: string) => void,
): void {
  if (typeof sharing.share !== "function") return;
  event.preventDefault();
  sharing.share(shared).catch((error: unknown) => {
    if ((error as { name?: string } | null)?.name !== "AbortError") {
      openLink(whatsappShareLink(shared));
    }
  });
}
