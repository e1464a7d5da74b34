/**
 * The interface's own words (buttons, labels, announcements), one set per language. They are not
 * imported by any component: gatsby-node.ts hands the page's language's set to the page in its
 * context, so it arrives with the page data and no bundle carries a dictionary (the first-view
 * JavaScript budget holds on every page). Components read them with useStrings().
 *
 * "{name}"-style placeholders are filled with `fill` (src/lib/locale.ts).
 */
export interface UiStrings {
  /** The language switch in the header. */
  language: {
    /** Read before the switch's link, e.g. "Language". */
    label: string;
  };
  shell: {
    skipToContent: string;
    mainNav: string;
    menu: string;
    darkMode: string;
    footerNav: string;
    explore: string;
    visitOrCall: string;
    socialMedia: string;
    /** "{name} (opens in a new tab)". */
    opensInNewTab: string;
    /** "© {year} {name}. All rights reserved." */
    copyright: string;
    footerLinks: { home: string; services: string; about: string; contact: string };
    notifications: string;
  };
  notFound: {
    eyebrow: string;
    heading: string;
    text: string;
    home: string;
    services: string;
    title: string;
  };
  treatments: {
    categories: string;
    readMore: string;
    /** Read after Read More: " about {name}". */
    readMoreAbout: string;
    bookNow: string;
    /** "Book Now: {name} on WhatsApp (opens in a new tab)". */
    bookNowLabel: string;
  };
  booking: {
    add: string;
    /** "Add to booking: {name}". */
    addLabel: string;
    hint: string;
    region: string;
    show: string;
    hide: string;
    totalTime: string;
    totalPrice: string;
    send: string;
    sendNote: string;
    clear: string;
    remove: string;
    cleared: string;
    day: string;
    timeOfDay: string;
    name: string;
    anyTime: string;
    /** "Choose a day from today to {day}." */
    dayOutOfRange: string;
  };
}
