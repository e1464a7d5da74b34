import type { UiStrings } from "../strings";

// The interface in Kiswahili, written the way a Kenyan salon would say it (not word for word).
// docs/editing-content.md lists these for the owner to check; docs/swahili-glossary.md says which
// word to use for each service and salon term, and which to avoid.

const TOTAL_TIME = "Jumla ya muda";
const TOTAL_PRICE = "Jumla ya bei";
export const sw: UiStrings = {
  formats: {
    // One way on every page for a price on request: "ask the price".
    priceOnRequest: "Uliza bei",
    // The unit first, in one form, the parts joined by "na": "saa 1 na dakika 15". Where a length
    // stands alone the page and the messages say "Muda:" before it, so "saa 1" isn't read as a
    // clock time (`treatments.duration`, `booking.message.item`).
    durations: {
      asWritten: false,
      hours: { one: "saa {n}", other: "saa {n}" },
      minutes: { one: "dakika {n}", other: "dakika {n}" },
      months: { one: "mwezi {n}", other: "miezi {n}" },
      join: " na ",
    },
    treatments: { one: "huduma {n}", other: "huduma {n}" },
    pricedOnRequest: "uliza bei ya {count}",
    // In the client's own WhatsApp message she asks the salon for the price: "naomba bei", not the
    // page's "uliza bei", which would tell the salon to ask.
    inMessage: { priceOnRequest: "naomba bei", pricedOnRequest: "naomba bei ya {count}" },
    // As a Kenyan writes a date in a message: "Jumamosi, tarehe 29 Novemba".
    date: {
      weekdays: ["Jumapili", "Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi"],
      months: [
        "Januari",
        "Februari",
        "Machi",
        "Aprili",
        "Mei",
        "Juni",
        "Julai",
        "Agosti",
        "Septemba",
        "Oktoba",
        "Novemba",
        "Desemba",
      ],
      date: "{weekday}, tarehe {day} {month}",
    },
    // A course (months long) is joined, not booked ("kuweka miadi" of a three-month course is
    // odd): the client asks for its price and the date of the next intake.
    // A price during an offer, in a message: "KES 900, Festive offer".
    offerPrice: "{price}, {line}",
    course: {
      join: "Habari, ningependa kujiunga na {courses}.",
      alsoJoin: "Ningependa pia kujiunga na {courses}.",
      item: "{name} ({duration})",
      priced: "{name} ({duration}, {price})",
      and: " na ",
      askPriceAndIntake: "Naomba bei na tarehe ya kundi lijalo.",
      askIntake: "Naomba tarehe ya kundi lijalo.",
    },
  },
  language: { label: "Lugha" },
  shell: {
    skipToContent: "Ruka hadi maudhui",
    mainNav: "Menyu kuu",
    menu: "Menyu",
    darkMode: "Hali ya giza",
    footerNav: "Chini ya ukurasa",
    explore: "Kurasa",
    visitOrCall: "Tutembelee au utupigie",
    socialMedia: "Mitandao ya kijamii",
    opensInNewTab: "{name} (inafunguka kwenye kichupo kipya)",
    newTabNote: " (inafunguka kwenye kichupo kipya)",
    copyright: "© {year} {name}. Haki zote zimehifadhiwa.",
    footerLinks: {
      home: "Nyumbani",
      services: "Huduma",
      about: "Kuhusu sisi",
      contact: "Wasiliana nasi",
    },
    notifications: "Arifa, bonyeza Alt+T kuzifikia",
    closeNotification: "Funga arifa",
    notificationTimer: "Muda wa arifa",
  },
  offline: {
    fromStore:
      "Hakuna mtandao: ukurasa huu umehifadhiwa kwenye simu yako. Bei hizi ni za tarehe {date}.",
    date: "{day} {month} {year}",
  },
  notFound: {
    eyebrow: "Hitilafu 404",
    heading: "Hatukuupata ukurasa huo",
    text: "Huenda kiungo ni cha zamani au kimeandikwa vibaya. Rudi kwenye ukurasa wa nyumbani, au angalia huduma zetu.",
    home: "Rudi kwenye ukurasa wa nyumbani",
    services: "Angalia huduma zetu",
    title: "Ukurasa haupatikani",
  },
  treatments: {
    categories: "Aina za huduma",
    readMore: "Soma zaidi",
    readMoreAbout: " kuhusu {name}",
    bookNow: "Weka miadi",
    bookNowLabel: "Weka miadi: {name} kupitia WhatsApp (inafunguka kwenye kichupo kipya)",
    bookingMessage:
      "Habari, ningependa kuweka miadi ya {name} (muda: {duration}, {price}). Tafadhali nithibitishie kama mna nafasi.",
    offerUntil: "Ofa hadi {day}",
    duration: "Muda: {duration}",
    // Ukurasa wa huduma moja, na kitufe cha kushiriki (hapo na kwenye kila safu ya orodha).
    pageTrail: "Mahali ulipo",
    moreIn: "Huduma nyingine za {category}",
    share: "Shiriki",
    shareLabel: "Shiriki {name}",
    shareText: "{treatment}, kwenye {salon}",
  },
  contact: {
    labels: {
      name: "Jina kamili",
      email: "Barua pepe",
      subject: "Mada",
      message: "Ujumbe",
    },
    submit: "Tuma ujumbe",
    sending: "Inatuma...",
    honeypot: "Acha sehemu hii wazi",
    subjectPlaceholder: "Chagua mada",
    subjects: {
      "General Inquiry": "Swali la jumla",
      "Technical Support": "Msaada wa kiufundi",
      // The English page's option for this value reads "Treatment" (the form still sends the value,
      // "Partnership"): the Swahili one says the same, a question about a treatment.
      Partnership: "Kuhusu huduma",
      Feedback: "Maoni",
    },
    errors: {
      name: "Andika jina lako kamili",
      emailMissing: "Andika barua pepe yako",
      emailInvalid: "Andika barua pepe kama jina@mfano.com",
      subject: "Chagua mada",
      message: "Andika ujumbe wako",
    },
    toasts: {
      sent: "Ujumbe umetumwa! Tutakujibu haraka iwezekanavyo.",
      failed: "Kuna hitilafu. Tafadhali jaribu tena.",
      networkError: "Ujumbe haukutumwa. Tafadhali angalia mtandao wako.",
    },
    openNow: "Tuko wazi sasa",
    closedOpens: "Tumefunga, tunafungua {time}",
    closedOpensTomorrow: "Tumefunga, tunafungua kesho {time}",
    closedOpensOn: "Tumefunga, tunafungua {day}, {time}",
    withNote: "{status} ({note})",
    special: {
      heading: "Sikukuu na saa maalum",
      line: "{days}: {hours}",
      range: "{from} hadi {to}",
      closed: "tumefunga",
      open: "tuko wazi {opens} – {closes}",
    },
  },
  gallery: {
    label: "Picha zetu",
    choose: "Chagua picha",
    showImage: "Onyesha picha ya {n} kati ya {count}: {alt}",
    position: "{n} kati ya {count}",
    pause: "Simamisha onyesho la picha",
    play: "Anzisha onyesho la picha",
    previous: "Picha iliyotangulia",
    next: "Picha inayofuata",
    fullScreen: "Skrini nzima",
  },
  carousel: {
    carousel: "onyesho la slaidi",
    slide: "slaidi",
    position: "{n} kati ya {count}",
    allSlides: "{label}: slaidi zote",
    previous: "Slaidi iliyotangulia",
    next: "Slaidi inayofuata",
    showSlide: "Onyesha slaidi ya {n} kati ya {count}",
    pause: "Simamisha",
    play: "Endelea",
  },
  rating: "Nyota {rating} kati ya {max}",
  ownWords: { en: "Maoni kama mteja alivyoyaandika (kwa Kiingereza)" },
  booking: {
    add: "Ongeza kwenye miadi",
    addLabel: "Ongeza kwenye miadi: {name}",
    hint: "Unataka huduma zaidi ya moja? Bonyeza “Ongeza kwenye miadi” kwa kila moja, kisha utume zote kwa ujumbe mmoja wa WhatsApp.",
    region: "Miadi yako",
    show: "Tazama",
    hide: "Ficha",
    totalTime: TOTAL_TIME,
    totalPrice: TOTAL_PRICE,
    send: "Tuma kwa WhatsApp",
    sendNote: "Inafungua WhatsApp, ombi lako likiwa limeshaandikwa.",
    clear: "Futa yote",
    remove: "Ondoa",
    cleared: "Umefuta huduma zote.",
    changed: {
      added: "Umeongeza {name}.",
      removed: "Umeondoa {name}.",
      empty: "Bado hujachagua huduma yoyote.",
      summary: "{count}, {price}.",
    },
    // The totals under the panel's own names for them, so the message and the panel say one thing
    // one way; a length of time says "muda", so "saa 1" can't be read as 7 o'clock.
    message: {
      hello: "Habari, ningependa kuweka miadi ya:",
      item: "- {name} (muda: {duration}, {price})",
      total: `${TOTAL_TIME}: {time}.\n${TOTAL_PRICE}: {price}.`,
      preferred: "Ningependa kuja: {when}.",
      name: "Jina: {name}",
      confirm: "Tafadhali nithibitishie kama mna nafasi.",
    },
    day: "Siku unayopendelea (si lazima)",
    timeOfDay: "Wakati unaopendelea (si lazima)",
    name: "Jina lako (si lazima)",
    anyTime: "Wakati wowote",
    dayOutOfRange: "Chagua siku kuanzia leo hadi {day}.",
    dayParts: { morning: "Asubuhi", afternoon: "Mchana", evening: "Jioni" },
    dayClosed: "Tumefunga {day}. Chagua siku nyingine.",
  },
};
