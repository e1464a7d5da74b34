/**
 * The interface's own words (buttons, labels, announcements), one set per language (each in its
 * folder: shared/i18n/<locale>/words.ts). They are not
 * imported by any component: plugins/gatsby-plugin-languages hands the page's language's set to the page in its
 * context, so it arrives with the page data and no bundle carries a dictionary (the first-view
 * JavaScript budget holds on every page). Components read them with useStrings().
 *
 * "{name}"-style placeholders are filled with `fill` (shared/lib/locale.ts).
 */
import type { DayPartNames } from "../lib/booking-days";
import type { BookingMessageWords, MessageFormats } from "../lib/booking-message";
import type { BookingChangeWords } from "../lib/booking-request";
import type { ContactErrorTexts, ContactSubject } from "../lib/contact-form";
import type { Locale } from "../lib/locale";

export interface UiStrings {
  /**
   * How the language writes a price on request, a length of time, a count of treatments and a
   * day: the formatters of src/lib/ say them with these words (durations, prices, booking totals,
   * the booking message).
   */
  formats: MessageFormats;
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
    /** Read after a link that opens a new tab: " (opens in a new tab)". */
    newTabNote: string;
    /** "© {year} {name}. All rights reserved." */
    copyright: string;
    footerLinks: { home: string; services: string; about: string; contact: string };
    notifications: string;
    /** A toast's close button. */
    closeNotification: string;
    /** The bar that runs down while a toast shows. */
    notificationTimer: string;
  };
  /** The line a page shows when it comes from the phone's store (no connection). */
  offline: {
    /** "This page is saved on your phone… Prices as of {date}." */
    fromStore: string;
    /** A whole date: "{day} {month} {year}" (the months are formats.date.months). */
    date: string;
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
    /** The WhatsApp message of Book Now: "{name}", "{duration}" and "{price}" filled in. */
    bookingMessage: string;
    /** Under an offer's price on its row: "Offer until {day}". */
    offerUntil: string;
    /**
     * A treatment's length where it stands on its own (its row, the booking list): "{duration}";
     * in Swahili "Muda: {duration}", so "saa 1" can't be read as a clock time.
     */
    duration: string;
    /** The name of a treatment's page's trail back to the services page ("Where you are"). */
    pageTrail: string;
    /** Over the other treatments of its first category: "More in {category}". */
    moreIn: string;
    /** The Share control's words, and its name for a screen reader: "Share {name}". */
    share: string;
    shareLabel: string;
    /**
     * What a shared treatment says before its address: "{treatment}, at {salon}", the treatment
     * as its page's title names it ("Micro-blading · 2 hrs · KES 10,000").
     */
    shareText: string;
  };
  contact: {
    labels: { name: string; email: string; subject: string; message: string };
    submit: string;
    sending: string;
    honeypot: string;
    subjectPlaceholder: string;
    /** What each subject's option says, by its value (the salon receives the value). */
    subjects: Readonly<Record<ContactSubject, string>>;
    errors: ContactErrorTexts;
    toasts: { sent: string; failed: string; networkError: string };
    openNow: string;
    /** "Closed, opens {time}". */
    closedOpens: string;
    /** After closing time, when the next opening is the next day: "Tumefunga, tunafungua kesho {time}". */
    closedOpensTomorrow: string;
    /** When the next opening is after tomorrow (a holiday): "Closed, opens {day} at {time}". */
    closedOpensOn: string;
    /** A status or a special day's line with the owner's note: "{status} ({note})". */
    withNote: string;
    /** Holidays and special hours, as the contact page lists them. */
    special: {
      /** Above the list: "Holidays and special hours". */
      heading: string;
      /** "{days}: {hours}". */
      line: string;
      /** Several days: "{from} – {to}". */
      range: string;
      /** "closed". */
      closed: string;
      /** "open {opens} – {closes}". */
      open: string;
    };
  };
  gallery: {
    label: string;
    choose: string;
    /** "Show image {n} of {count}: {alt}". */
    showImage: string;
    /** "{n} of {count}". */
    position: string;
    pause: string;
    play: string;
    previous: string;
    next: string;
    fullScreen: string;
  };
  carousel: {
    /** What a screen reader calls a carousel (the reviews, the gallery): "carousel". */
    carousel: string;
    /** What it calls one of its slides: "slide". */
    slide: string;
    /** "{n} of {count}". */
    position: string;
    /** "{label}: all slides". */
    allSlides: string;
    previous: string;
    next: string;
    /** "Show slide {n} of {count}". */
    showSlide: string;
    pause: string;
    play: string;
  };
  /** "{rating} out of {max} stars". */
  rating: string;
  /**
   * The small line over a review kept in its client's words, by the language they wrote in, where
   * that is not the page's: "Maoni kama mteja alivyoyaandika (kwa Kiingereza)" over an English
   * review on a Swahili page, so a whole paragraph in another language doesn't come unannounced.
   */
  ownWords: Partial<Readonly<Record<Locale, string>>>;
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
    /** What is announced when a treatment is added or removed (shared/lib/booking-request.ts). */
    changed: BookingChangeWords;
    /** The WhatsApp message asking for several treatments (shared/lib/booking-message.ts). */
    message: BookingMessageWords;
    day: string;
    timeOfDay: string;
    name: string;
    anyTime: string;
    /** "Choose a day from today to {day}." */
    dayOutOfRange: string;
    /** The parts of the day a visitor may prefer (shared/lib/booking-days.ts), by id. */
    dayParts: DayPartNames;
    /** A day chosen on which the salon is closed all day: "We're closed on {day}. Choose another day." */
    dayClosed: string;
  };
}
