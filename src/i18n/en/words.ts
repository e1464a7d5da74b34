import type { UiStrings } from "../strings";

// The interface in English, exactly as the site has always written it.
const CLOSED_OPENS = "Closed, opens {time}";
const PRICE_ON_REQUEST = "Contact for pricing";
const PRICED_ON_REQUEST = "{count} priced on request";

export const en: UiStrings = {
  formats: {
    priceOnRequest: PRICE_ON_REQUEST,
    // Content is written in English: a duration shows as the content writes it ("1.5 hrs").
    durations: {
      asWritten: true,
      hours: { one: "{n} hr", other: "{n} hrs" },
      minutes: { one: "{n} min", other: "{n} mins" },
      months: { one: "{n} month", other: "{n} months" },
      join: " ",
    },
    treatments: { one: "{n} treatment", other: "{n} treatments" },
    pricedOnRequest: PRICED_ON_REQUEST,
    // The WhatsApp messages say a price on request as the page does, as they always have.
    inMessage: { priceOnRequest: PRICE_ON_REQUEST, pricedOnRequest: PRICED_ON_REQUEST },
    date: {
      weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      months: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
      ],
      date: "{weekday} {day} {month}",
    },
    // A course (months long) is joined, not booked: the client asks for its price and next intake.
    course: {
      join: "Hello, I would like to join {courses}.",
      alsoJoin: "I would also like to join {courses}.",
      item: "{name} ({duration})",
      priced: "{name} ({duration}, {price})",
      and: " and ",
      askPriceAndIntake: "Please send me the price and the date of the next intake.",
      askIntake: "Please send me the date of the next intake.",
    },
  },
  language: { label: "Language" },
  shell: {
    skipToContent: "Skip to content",
    mainNav: "Main",
    menu: "Menu",
    darkMode: "Dark mode",
    footerNav: "Footer",
    explore: "Explore",
    visitOrCall: "Visit or call",
    socialMedia: "Social media",
    opensInNewTab: "{name} (opens in a new tab)",
    newTabNote: " (opens in a new tab)",
    copyright: "© {year} {name}. All rights reserved.",
    footerLinks: { home: "Home", services: "Services", about: "About Us", contact: "Contact" },
    notifications: "Notifications, press Alt+T to focus",
    // react-toastify's own names for them, as English pages have always had.
    closeNotification: "close",
    notificationTimer: "notification timer",
  },
  offline: {
    fromStore: "No connection: this page was saved on your phone. Prices as of {date}.",
    date: "{day} {month} {year}",
  },
  notFound: {
    eyebrow: "Error 404",
    heading: "We couldn’t find that page",
    text: "The link may be old or mistyped. Everything we offer is one tap away.",
    home: "Back to the home page",
    services: "See our services",
    title: "Page not found",
  },
  treatments: {
    categories: "Treatment categories",
    readMore: "Read More",
    readMoreAbout: " about {name}",
    bookNow: "Book Now",
    bookNowLabel: "Book Now: {name} on WhatsApp (opens in a new tab)",
    bookingMessage:
      "Hello, I would like to book a {name} ({duration}, {price}). Please confirm availability.",
    duration: "{duration}",
  },
  contact: {
    labels: { name: "Full Name", email: "Email Address", subject: "Subject", message: "Message" },
    submit: "Send Message",
    sending: "Sending...",
    honeypot: "Leave this field empty",
    subjectPlaceholder: "Select a subject",
    subjects: {
      "General Inquiry": "General Inquiry",
      "Technical Support": "Technical Support",
      Partnership: "Treatment",
      Feedback: "Feedback",
    },
    errors: {
      name: "Enter your full name",
      emailMissing: "Enter your email address",
      emailInvalid: "Enter an email address like name@example.com",
      subject: "Choose a subject",
      message: "Enter your message",
    },
    toasts: {
      sent: "Message sent! We'll get back to you as soon as possible.",
      failed: "Something went wrong. Please try again.",
      networkError: "Could not send message. Please check your internet connection.",
    },
    openNow: "Open now",
    closedOpens: CLOSED_OPENS,
    // The same line: English says the time alone, whichever day it is.
    closedOpensTomorrow: CLOSED_OPENS,
  },
  gallery: {
    label: "Photo gallery",
    choose: "Choose an image",
    showImage: "Show image {n} of {count}: {alt}",
    position: "{n} of {count}",
    pause: "Pause slideshow",
    play: "Play slideshow",
    previous: "Previous image",
    next: "Next image",
    fullScreen: "Full screen",
  },
  carousel: {
    carousel: "carousel",
    slide: "slide",
    position: "{n} of {count}",
    allSlides: "{label}: all slides",
    previous: "Previous slide",
    next: "Next slide",
    showSlide: "Show slide {n} of {count}",
    pause: "Pause",
    play: "Play",
  },
  rating: "{rating} out of {max} stars",
  // Every review is in English today, so the English page announces none; a review in Kiswahili
  // would need its line here, by the key "sw".
  ownWords: {},
  booking: {
    add: "Add to booking",
    addLabel: "Add to booking: {name}",
    hint: "Booking more than one treatment? Choose “Add to booking” on each, then send them to us in one WhatsApp message.",
    region: "Your booking",
    show: "View",
    hide: "Hide",
    totalTime: "Total time",
    totalPrice: "Total price",
    send: "Send on WhatsApp",
    sendNote: "Opens WhatsApp in a new tab with your request written out.",
    clear: "Clear",
    remove: "Remove",
    cleared: "Booking cleared.",
    changed: {
      added: "{name} added.",
      removed: "{name} removed.",
      empty: "Your booking is empty.",
      summary: "{count}, {price}.",
    },
    // What the salon has always received, byte for byte.
    message: {
      hello: "Hello, I would like to book:",
      item: "- {name} ({duration}, {price})",
      total: "Total: {time}, {price}.",
      preferred: "Preferred: {when}.",
      name: "Name: {name}",
      confirm: "Please confirm availability.",
    },
    day: "Preferred day (optional)",
    timeOfDay: "Preferred time of day (optional)",
    name: "Your name (optional)",
    anyTime: "Any time",
    dayOutOfRange: "Choose a day from today to {day}.",
    dayParts: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
  },
};
