import { chakra } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { useTypingSequence } from "../../hooks/use-typing-sequence";
import { listNumber } from "../../lib/list-number";
import { T } from "../common/t";
import type { TypingFrame } from "../../lib/typing";

/** A numbered title, with its language where that is not the page's. */
export type NumberedTreatment = Queries.TypedTreatmentFragment;

type ItemState = "static" | "hidden" | "typing" | "done";

function itemState(frame: TypingFrame | null): ItemState {
  if (frame === null) return "static";
  if (!frame.shown) return "hidden";
  return frame.done ? "done" : "typing";
}

interface TypedTreatmentProps {
  item: NumberedTreatment;
  number: string;
  frame: TypingFrame | null;
}

function TypedTreatment({ item, number, frame }: TypedTreatmentProps) {
  const state = itemState(frame);
  const typing = state === "typing" && frame !== null;
  return (
    <chakra.li
      data-typing={state}
      display="flex"
      alignItems="baseline"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
      opacity={state === "hidden" ? 0 : 1}
      transform={state === "hidden" ? "translateY(0.5rem)" : "none"}
      // Fades in when it appears; hiding it (off screen, as the script starts) is instant.
      transition={state === "hidden" ? "none" : "opacity 0.4s ease, transform 0.4s ease"}
    >
      <chakra.span textStyle="number" color="accent.gold" flex="none" minW="6">
        {number}
      </chakra.span>
      <T
        text={item.title}
        component={chakra.h3}
        position="relative"
        fontFamily="heading"
        fontSize={{ base: "xl", md: "2xl" }}
        fontWeight="600"
        lineHeight="1.3"
      >
        {/* The real title: in the static HTML, named to screen readers, and holding the space the
            typed copy fills, so nothing moves while it types. */}
        <chakra.span opacity={state === "static" || state === "done" ? 1 : 0}>
          {item.title.text}
        </chakra.span>
        {typing && (
          <chakra.span aria-hidden="true" data-typed="" position="absolute" inset="0">
            {item.title.text.slice(0, frame.typed)}
            <chakra.span
              display="inline-block"
              w="2px"
              h="1em"
              ml="1px"
              bg="accent"
              verticalAlign="-0.15em"
              animation="caret-blink 0.9s step-end infinite"
            />
          </chakra.span>
        )}
      </T>
    </chakra.li>
  );
}

// Numbered treatment titles that appear one by one and type themselves out (src/lib/typing.ts)
// once the list scrolls into view; numbered by place from `first` (a list continuing another's
// numbers starts after it).
export function TypedTreatmentList({
  items,
  first = 1,
}: {
  items: readonly NumberedTreatment[];
  first?: number;
}) {
  const { ref, frames } = useTypingSequence<HTMLOListElement>(
    items.map((item) => item.title.text.length),
  );
  return (
    <chakra.ol ref={ref} listStyleType="none" p="0" m="0" borderTopWidth="1px" borderColor="border">
      {items.map((item, index) => (
        <TypedTreatment
          // The list never changes order on the page: its place is a stable key.
          key={index}
          item={item}
          number={listNumber(index, first)}
          frame={frames?.[index] ?? null}
        />
      ))}
    </chakra.ol>
  );
}

export const query = graphql`
  fragment TypedTreatment on NumberedTreatment {
    title {
      ...ContentText
    }
  }
`;
