/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  isPagePathScriptText,
  pagePathScriptText,
  withSamePagePathScript,
} from "../gatsby/page-path-script";

// Gatsby's page-path script, as its static-entry writes it (node_modules/gatsby/cache-dir/
// static-entry.js, `windowPageData`).
const gatsbyScript = (pagePath: string, hash = "") => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};${hash}/*]]>*/`,
    }}
  />
);

const rendered = (nodes: React.ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);

describe("withSamePagePathScript", () => {
  it("writes one text on every page, with each page's path beside it", () => {
    const hash = 'window.___webpackCompilationHash="87a32484749200a6869a";';
    const about = rendered(withSamePagePathScript([gatsbyScript("/about/", hash)]));
    const treatment = rendered(
      withSamePagePathScript([gatsbyScript("/sw/services/manicure/", hash)]),
    );
    const text = (html: string) => /<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1];
    expect(text(about)).toBe(text(treatment));
    expect(isPagePathScriptText(text(about)!)).toBe(true);
    expect(about).toBe(
      `<script id="gatsby-script-loader" data-page-path="/about/">${pagePathScriptText(hash)}</script>`,
    );
    expect(treatment).toContain('data-page-path="/sw/services/manicure/"');
  });

  it("gives Gatsby the page's path when the script runs", () => {
    const html = rendered(withSamePagePathScript([gatsbyScript("/sw/about/")]));
    const [, attributes, text] = /^<script([^>]*)>([\s\S]*)<\/script>$/.exec(html)!;
    const currentScript = {
      getAttribute: (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(attributes!)?.[1],
    };
    const win: { pagePath?: string } = {};
    // The text run as a browser runs it, with document.currentScript being the element.
    new Function("window", "document", text!)(win, { currentScript });
    expect(win.pagePath).toBe("/sw/about/");
  });

  it("leaves the other components, and a page without the script (gatsby develop), as they are", () => {
    const others = [<script key="a" src="/app.js" async />, "text", null];
    expect(withSamePagePathScript(others)).toEqual(others);
  });

  it("stops the build when Gatsby's script is not the one it knows", () => {
    const changed = (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: 'window.pagePath="/";window.pageData={}' }}
      />
    );
    expect(() => withSamePagePathScript([changed])).toThrow(
      /^Gatsby's page-path script \(id="gatsby-script-loader"\) is not the one gatsby\/page-path-script\.tsx knows/,
    );
  });
});
