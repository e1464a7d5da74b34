import { Stack } from "@chakra-ui/react";
import { Input } from "../common/text-input";
import type { ChangeEvent } from "react";
import { isDayAllowed, type DayLimits, type DayPart } from "../../../shared/lib/booking-days";
import { formatDay } from "../../../shared/lib/day-names";
import { NAME_MAX_LENGTH, type BookingChoices } from "../../../shared/lib/booking-request";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";
import { NativeSelect } from "../common/native-select";
import { errorId, FormField } from "../contact/form-field";

interface BookingFieldsProps {
  choices: BookingChoices;
  limits: DayLimits;
  parts: readonly DayPart[];
  onChange: (key: keyof BookingChoices, value: string) => void;
}

const IDS: Record<keyof BookingChoices, string> = {
  day: "booking-day",
  timeOfDay: "booking-time",
  name: "booking-name",
};

// The optional details the salon needs to confirm a booking. A day outside today … 60 days ahead,
// or one the salon is closed, is refused: the field says so and the message leaves it out.
export function BookingFields({ choices, limits, parts, onChange }: BookingFieldsProps) {
  const strings = useStrings();
  const words = strings.booking;
  const change =
    (key: keyof BookingChoices) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(key, event.target.value);
  // A holiday: the salon is closed that day, so the day is refused as the form's error says.
  const dayError =
    !choices.day || isDayAllowed(choices.day, limits)
      ? undefined
      : limits.closed?.includes(choices.day)
        ? fill(words.dayClosed, { day: formatDay(choices.day, strings.formats.date) })
        : fill(words.dayOutOfRange, { day: formatDay(limits.max, strings.formats.date) });

  return (
    <Stack gap="3">
      <FormField id={IDS.day} label={words.day} error={dayError}>
        <Input
          size="md"
          id={IDS.day}
          type="date"
          min={limits.min}
          max={limits.max}
          value={choices.day}
          onChange={change("day")}
          aria-invalid={dayError ? true : undefined}
          aria-describedby={dayError ? errorId(IDS.day) : undefined}
        />
      </FormField>
      <FormField id={IDS.timeOfDay} label={words.timeOfDay}>
        <NativeSelect
          size="md"
          id={IDS.timeOfDay}
          value={choices.timeOfDay}
          onChange={change("timeOfDay")}
        >
          <option value="">{words.anyTime}</option>
          {parts.map((part) => (
            <option key={part.id} value={part.id}>
              {part.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={IDS.name} label={words.name}>
        <Input
          size="md"
          id={IDS.name}
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={choices.name}
          onChange={change("name")}
        />
      </FormField>
    </Stack>
  );
}
