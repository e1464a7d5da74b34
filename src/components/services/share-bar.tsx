import { Container } from "@chakra-ui/react";
import { ShareTreatment } from "./share-treatment";

/** A treatment page's Share control, in a section of its own (the page's one that hydrates). */
export function ShareBar(props: Parameters<typeof ShareTreatment>[0]) {
  return (
    <Container maxW="3xl" pt={{ base: "6", md: "8" }}>
      <ShareTreatment {...props} />
    </Container>
  );
}
