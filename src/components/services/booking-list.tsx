import { Box, Container, Heading } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { useState } from "react";
import { ScrollReveal } from "../common/scroll-reveal";
import { CategoryTabs } from "./category-tabs";
import { TreatmentRow } from "./treatment-row";

interface BookingListProps {
  heading: string;
  categories: readonly Queries.BookingCategoryFragment[];
  whatsapp: string;
}

const tabId = (id: string) => `booking-tab-${id}`;
const panelId = (id: string) => `booking-panel-${id}`;

// The treatments by category, each with its duration, price and a WhatsApp booking link. Every
// panel exists (so each tab controls a real element) but only the selected one has content: the
// static HTML carries the "All Services" list, which already names every treatment.
export function BookingList({ heading, categories, whatsapp }: BookingListProps) {
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      categories.findIndex((category) => category.showsAll),
    ),
  );
  // One description open at a time, wherever it is.
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  return (
    <Box
      as="section"
      aria-labelledby="booking-heading"
      bg="bg.subtle"
      py={{ base: "14", md: "20" }}
    >
      <Container maxW="5xl">
        <ScrollReveal>
          <Heading
            as="h2"
            id="booking-heading"
            fontFamily="heading"
            fontSize={{ base: "3xl", md: "4xl" }}
            letterSpacing="0.04em"
            textAlign="center"
            mb={{ base: "6", md: "8" }}
          >
            {heading}
          </Heading>
        </ScrollReveal>
        <CategoryTabs
          tabs={categories.map(({ id, name }) => ({ id, name }))}
          selected={selected}
          onSelect={setSelected}
          label="Treatment categories"
          tabId={tabId}
          panelId={panelId}
        />
        {categories.map((category, index) => (
          <Box
            key={category.id}
            role="tabpanel"
            id={panelId(category.id)}
            aria-labelledby={tabId(category.id)}
            hidden={index !== selected}
            tabIndex={0}
            mt={{ base: "6", md: "8" }}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="2xl"
            boxShadow="sm"
            overflow="hidden"
          >
            {index === selected && (
              <Box
                as="ul"
                m="0"
                p="0"
                listStyleType="none"
                css={{ "& > li + li": { borderTopWidth: "1px", borderColor: "border" } }}
              >
                {category.treatments.map((treatment) => (
                  <TreatmentRow
                    key={treatment.id}
                    treatment={treatment}
                    whatsapp={whatsapp}
                    open={openSlug === treatment.slug}
                    onToggle={() =>
                      setOpenSlug((current) => (current === treatment.slug ? null : treatment.slug))
                    }
                  />
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Container>
    </Box>
  );
}

export const query = graphql`
  fragment BookingCategory on Category {
    id
    name
    showsAll
    treatments {
      ...TreatmentRow
    }
  }
`;
