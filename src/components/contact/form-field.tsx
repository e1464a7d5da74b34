import { Flex, chakra } from "@chakra-ui/react";
import { memo, type ReactNode } from "react";
import { LuCircleAlert } from "react-icons/lu";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The control, which must carry `id`, and `aria-describedby={errorId(id)}` while invalid. */
  children: ReactNode;
}

export const errorId = (id: string): string => `${id}-error`;

// Memoised: a Send that finds errors renders every field again, and a label never changes then.
const FieldLabel = memo(function FieldLabel({ id, label }: { id: string; label: string }) {
  return (
    <chakra.label htmlFor={id} display="block" mb="1.5" fontWeight="600" fontSize="sm" color="fg">
      {label}
    </chakra.label>
  );
});

// A visible label above its control and, when the value is wrong, a message right below it. The
// wrapper is a plain element (it has no style of its own): one styled component fewer to render
// in each field at each Send.
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div>
      <FieldLabel id={id} label={label} />
      {children}
      {error && (
        <Flex id={errorId(id)} mt="1.5" gap="1.5" align="center" color="fg.error" fontSize="sm">
          <LuCircleAlert aria-hidden focusable={false} />
          <span>{error}</span>
        </Flex>
      )}
    </div>
  );
}
