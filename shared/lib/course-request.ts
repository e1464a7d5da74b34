import { parseDuration } from "./duration";
import { fill } from "./locale";
import { PRICE_ON_REQUEST } from "./price";
import { treatmentLine, type BookableTreatment, type LineFormats } from "./treatment-line";

// A course (a treatment whose length is months, such as Beauty Training) is not booked as an
// appointment: a client asks to join it, and for its price and the next intake. Book Now's message
// and the booking panel's say so in the page's words (shared/i18n/: `formats.course`).

/** How the page's language asks to join a course, "{…}" filled in. */
export interface CourseWords {
  /** A whole message: "Hello, I would like to join {courses}." */
  join: string;
  /** After the appointments of a booking: "I would also like to join {courses}." */
  alsoJoin: string;
  /** One course: "{name} ({duration})"; a priced one "{name} ({duration}, {price})". */
  item: string;
  priced: string;
  /** Before the last of several courses: " and ". */
  and: string;
  /** When a course's price is on request: "Please send me the price and the date of the next intake." */
  askPriceAndIntake: string;
  /** When every course has its price: "Please send me the date of the next intake." */
  askIntake: string;
}

export type CourseTreatment = BookableTreatment;

export interface CourseFormats extends LineFormats {
  course: CourseWords;
}

/** A course is measured in months: it is joined, not booked as a visit. */
export const isCourse = (treatment: Pick<CourseTreatment, "duration">): boolean =>
  parseDuration(treatment.duration)?.kind === "months";

function courseItem(course: CourseTreatment, formats: CourseFormats): string {
  const words = formats.course;
  return treatmentLine(
    course,
    course.price === PRICE_ON_REQUEST ? words.item : words.priced,
    formats,
  );
}

function listed(items: readonly string[], and: string): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")}${and}${items.at(-1)}`;
}

/**
 * The sentences that ask to join `courses` ("Hello, I would like to join Beauty Training (3
 * months). Please send me the price and the date of the next intake."); `also` after a booking's
 * appointments ("I would also like to join …"). Empty for no course.
 */
export function courseRequest(
  courses: readonly CourseTreatment[],
  formats: CourseFormats,
  { also = false }: { also?: boolean } = {},
): string {
  if (courses.length === 0) return "";
  const words = formats.course;
  const names = listed(
    courses.map((course) => courseItem(course, formats)),
    words.and,
  );
  const ask = courses.some(({ price }) => price === PRICE_ON_REQUEST)
    ? words.askPriceAndIntake
    : words.askIntake;
  return `${fill(also ? words.alsoJoin : words.join, { courses: names })} ${ask}`;
}
