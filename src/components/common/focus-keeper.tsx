import { Component, type ReactNode, type RefObject } from "react";
import { findCounterpart, focusIsLost, focusKeyOf } from "../../lib/focus-handover";

interface FocusKeeperProps {
  /** The element around the part whose markup is replaced (the part's own wrapper). */
  containerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}

// Wraps a part that lazily loaded code renders anew (the gallery's slideshow taking over the static
// gallery). If the control that has keyboard focus is removed in that update, focus moves to its
// counterpart in the new markup, without scrolling, instead of falling back to <body>.
//
// A class because getSnapshotBeforeUpdate is the one React API that runs right before React changes
// the DOM, while the focused element is still there to be named; hooks have no equivalent (a layout
// effect runs after the element is gone and the browser has already moved focus to <body>).
export class FocusKeeper extends Component<FocusKeeperProps> {
  override getSnapshotBeforeUpdate(): string | null {
    const container = this.props.containerRef.current;
    const active = container?.ownerDocument.activeElement;
    if (!container || !active || active === container || !container.contains(active)) return null;
    return focusKeyOf(active);
  }

  override componentDidUpdate(_props: FocusKeeperProps, _state: unknown, key: string | null) {
    const container = this.props.containerRef.current;
    if (!key || !container || !focusIsLost(container.ownerDocument)) return;
    findCounterpart(container, key)?.focus({ preventScroll: true });
  }

  override render() {
    return this.props.children;
  }
}
