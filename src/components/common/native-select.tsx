import { Box, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { LuChevronDown } from "react-icons/lu";

// Chakra's default borders are too faint to find a field by (WCAG 1.4.11 asks for 3:1).
export const CONTROL_COLOURS = {
  bg: "bg",
  borderColor: "border.strong",
  _hover: { borderColor: "accent" },
} as const;

// A native select styled like Chakra's inputs: Chakra's NativeSelect recipe would bring every
// component's anatomy into the shared bundle (about 3 kB gzip).
const Select = chakra("select", {
  base: {
    width: "100%",
    ps: "4",
    pe: "10",
    borderRadius: "l2",
    borderWidth: "1px",
    ...CONTROL_COLOURS,
    appearance: "none",
    cursor: "pointer",
  },
  variants: {
    size: {
      md: { height: "10", fontSize: "sm" },
      lg: { height: "11", fontSize: "md" },
    },
  },
  defaultVariants: { size: "lg" },
});

type NativeSelectProps = HTMLChakraProps<"select"> & { size?: "md" | "lg" };

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
