// Sharing a page: the phone's own share sheet (the Web Share API) where it has one, and otherwise
// a WhatsApp link that opens a chat with the words and the address written in (WhatsApp's "click
// to chat" without a number: the visitor picks whom to send it to). The link is the control's
// address from the first paint, so it works before and without the page's script. The share sheet
// is offered by one listener on the document (listenForShares, installed by gatsby-browser.tsx),
// which reads what to share from the link's own attributes: no section has to hydrate for it, so
// a Share control costs a page no code of its own (src/components/common/section.tsx).

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

/** The attributes of a share link: what it shares, as listenForShares reads it back. */
export const SHARE_ATTRIBUTES = {
  title: "data-share-title",
  text: "data-share-text",
  url: "data-share-url",
} as const;

/** A share link's address and attributes: the WhatsApp link, and what the share sheet shares. */
export function shareLink(shared: Shared): Record<string, string> {
  return {
    href: whatsappShareLink(shared),
    [SHARE_ATTRIBUTES.title]: shared.title,
    [SHARE_ATTRIBUTES.text]: shared.text,
    [SHARE_ATTRIBUTES.url]: shared.url,
  };
}

/**
 * Offers the share sheet for every share link of every page (shareLink) the visitor taps, where
 * the browser has one: a plain click on it, not one meant for a new tab or window.
 */
export function listenForShares(
  target: Pick<Document, "addEventListener">,
  sharing: Sharing,
  openLink: (href: string) => void,
): void {
  // In the capture phase, on the document: before React's listeners on its root, which stop a
  // click inside a section that has not hydrated (or never does) from going further up.
  target.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.(`a[${SHARE_ATTRIBUTES.url}]`);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const read = (name: string) => link.getAttribute(name) ?? "";
      shareInstead(
        event,
        {
          title: read(SHARE_ATTRIBUTES.title),
          text: read(SHARE_ATTRIBUTES.text),
          url: read(SHARE_ATTRIBUTES.url),
        },
        sharing,
        openLink,
      );
    },
    true,
  );
}
