import { ClassNames } from "@emotion/react";
import { CacheProvider } from "@emotion/react";
import { serializeStyles } from "@emotion/serialize";
import { render, screen } from "@testing-library/react";
import { readServerStyles, SERVER_STYLES_ATTRIBUTE } from "../src/lib/style-cache";

function serverTag(names: string, css: string) {
  const style = document.createElement("style");
  style.setAttribute(SERVER_STYLES_ATTRIBUTE, names);
  style.textContent = css;
  return document.head.appendChild(style);
}

/** How many rules of the page's style sheets set this colour (Emotion may insert by insertRule). */
const rulesWith = (colour: string) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule.cssText.includes(`color: ${colour}`)).length;

afterEach(() => {
  document.head.innerHTML = "";
});

describe("readServerStyles", () => {
  it("finds nothing on a page the server didn't render", () => {
    expect(readServerStyles(document)).toBeUndefined();
    expect(readServerStyles(undefined)).toBeUndefined();
  });

  it("tells whether the server wrote the global CSS", () => {
    serverTag("css 1x2y3z", ".css-1x2y3z{color:red;}");
    expect(readServerStyles(document)?.hasGlobals).toBe(false);
    serverTag("css-global 4a5b6c", ":where(html){--chakra-colors-bg:#fff;}");
    expect(readServerStyles(document)?.hasGlobals).toBe(true);
  });

  it("gives a cache that neither moves the server's styles nor inserts them again", () => {
    const red = serializeStyles([{ color: "red" }]);
    const head = document.createElement("meta");
    document.head.append(head);
    const server = serverTag(`css ${red.name}`, `.css-${red.name}{color:red;}`);
    document.head.append(document.createElement("meta"));
    const moves: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => moves.push(...record.removedNodes)),
    );
    observer.observe(document.head, { childList: true });

    const { cache } = readServerStyles(document)!;
    render(
      <CacheProvider value={cache}>
        <ClassNames>
          {({ css }) => (
            <>
              <p className={css({ color: "red" })}>server rule</p>
              <p className={css({ color: "blue" })}>new rule</p>
            </>
          )}
        </ClassNames>
      </CacheProvider>,
    );

    expect(screen.getByText("server rule")).toHaveClass(`css-${red.name}`);
    expect(rulesWith("red")).toBe(1);
    // A rule the server didn't write is inserted as usual, with the site's class names.
    expect(rulesWith("blue")).toBe(1);
    expect(screen.getByText("new rule").className).toMatch(/^css-[a-z0-9]+$/);
    observer.disconnect();
    expect(moves).toEqual([]);
    expect(server.previousElementSibling).toBe(head);
  });
});
