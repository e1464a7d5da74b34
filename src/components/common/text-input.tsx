import { createRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";

type Size = { size?: "md" | "lg" };

// Chakra's `Input` and `Textarea` are these recipes on ark-ui's `Field.Input`/`Field.Textarea`,
// which read a `Field.Root` context the site never uses (its labels and errors are FormField's):
// that context code was 4.9 kB gzip of the contact page's first view. The same recipes on the
// plain elements render the same HTML and CSS without it.
export const Input = createRecipeContext({ key: "input" }).withContext<
  HTMLInputElement,
  HTMLChakraProps<"input"> & Size
>("input");

export const Textarea = createRecipeContext({ key: "textarea" }).withContext<
  HTMLTextAreaElement,
  HTMLChakraProps<"textarea"> & Size
>("textarea");
