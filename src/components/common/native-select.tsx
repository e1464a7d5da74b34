import { Box, createRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { LuChevronDown } from "react-icons/lu";

type NativeSelectProps = HTMLChakraProps<"select"> & { size?: "md" | "lg" };

// The `select` recipe: a native select that looks like the site's inputs.
const Select = createRecipeContext({ key: "select" }).withContext<
  HTMLSelectElement,
  NativeSelectProps
>("select");

export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(
  function NativeSelect(props, ref) {
    return (
      <Box position="relative">
        <Select ref={ref} {...props} />
        <Box
          as="span"
          aria-hidden
          position="absolute"
          insetEnd="3"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          color="fg.muted"
          display="flex"
        >
          <LuChevronDown size={20} />
        </Box>
      </Box>
    );
  },
);
