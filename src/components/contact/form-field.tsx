import { Box, Flex, chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuCircleAlert } from "react-icons/lu";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The control, which must carry `id`, and `aria-describedby={errorId(id)}` while invalid. */
  children: ReactNode;
}

export const errorId = (id: string): string => `${id}-error`;

// A visible label above its control and, when the value is wrong, a message right below it.
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" mb="1.5" fontWeight="600" fontSize="sm" color="fg">
        {label}
      </chakra.label>
      {children}
      {error && (
        <Flex id={errorId(id)} mt="1.5" gap="1.5" align="center" color="fg.error" fontSize="sm">
          <LuCircleAlert aria-hidden focusable={false} />
          <span>{error}</span>
        </Flex>
      )}
    </Box>
  );
}
