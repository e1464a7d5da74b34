import { useCallback, useState } from "react";

/**
 * The text for a polite live region (role="status", always in the page so screen readers watch
 * it). Saying the same sentence twice still changes the region: every other message ends with a
 * no-break space, which is not read out.
 */
export function useAnnouncer(): [string, (text: string) => void] {
  const [message, setMessage] = useState("");
  const announce = useCallback((text: string) => {
    setMessage((current) => (current === text ? `${text}\u00a0` : text));
  }, []);
  return [message, announce];
}
