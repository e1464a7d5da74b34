import { dropRepeatedModuleScripts } from "../gatsby/repeated-scripts";

const loader = '<script type="module">const t=document.querySelectorAll("img");</script>';

describe("dropRepeatedModuleScripts", () => {
  it("keeps the first copy of a repeated inline module script and drops the rest", () => {
    const html = `<div><img>${loader}</div><div><img>${loader}</div><p>after</p>${loader}`;
    expect(dropRepeatedModuleScripts(html)).toBe(
      `<div><img>${loader}</div><div><img></div><p>after</p>`,
    );
  });

  it("leaves different scripts, classic scripts and external ones alone", () => {
    const other = '<script type="module">console.log(1)</script>';
    const classic = "<script>window.x=1</script>";
    const external = '<script type="module" src="/a.js"></script>';
    const html = `${loader}${other}${classic}${classic}${external}${external}`;
    expect(dropRepeatedModuleScripts(html)).toBe(html);
  });
});
