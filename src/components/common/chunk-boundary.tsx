import { Component, type ReactNode } from "react";

interface ChunkBoundaryProps {
  /** What to show instead when the children fail, e.g. the static version of a lazy component. */
  fallback: ReactNode;
  children: ReactNode;
}

// Lazily loaded parts can fail: React.lazy (the toaster) throws when its code can't be fetched,
// which happens on a dropped mobile connection, and any loaded part (the gallery's slideshow) can
// throw while rendering. Without a boundary React would then remove the whole page; with one, only
// that part falls back, and everything else keeps working. React logs the error itself.
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
