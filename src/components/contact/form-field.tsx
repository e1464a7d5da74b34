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

// A visible label above its control and, when the value is wrong, a message right below it. Plain
// elements whose look is the theme's global CSS (shared/theme/shell.ts): a Send that finds errors
// renders no styled component here and inserts no style rule, inside the tap.
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error && (
        <div id={errorId(id)} className="field-error">
          <LuCircleAlert aria-hidden focusable={false} />
          <span>{error}</span>
        </div>
      )}
    </div>
  );
}
