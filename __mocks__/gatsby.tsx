// The one global mock of gatsby for unit tests: graphql is inert, useStaticQuery returns whatever a
// test sets with `mockStaticQuery`, and Link renders a plain <a href>.
import { createElement, forwardRef, type AnchorHTMLAttributes } from "react";

const gatsby = jest.requireActual("gatsby");

let staticQueryData: unknown = {};
export const mockStaticQuery = (data: unknown): void => {
  staticQueryData = data;
};

export const graphql = jest.fn();
export const useStaticQuery = jest.fn(() => staticQueryData);
export const navigate = jest.fn(() => Promise.resolve());

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, ...rest },
  ref,
) {
  return createElement("a", { ...rest, href: to, ref });
});

export const Slice = gatsby.Slice;
export const withPrefix = (path: string): string => path;
