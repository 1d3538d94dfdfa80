import { describe, expect, it } from "vitest";
import { pageWords, sheetCutter } from "./used-css";

// The shapes Tailwind 4 and Lightning CSS write into the visitor sheet (app/visitor.css, built).
const SHEET = [
  "@layer theme{:root{--color-ink:#111}}",
  "@layer base{*{margin:0}.prose h2{margin:0}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".hidden{display:none}",
  ".gap-2{gap:.5rem}",
  ".py-2\\.5{padding-block:.625rem}",
  ".\\32 xl\\:block{display:block}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ".aria-\\[current\\=page\\]\\:font-semibold[aria-current=page]{font-weight:600}",
  ".group-data-slider\\:block:is(:where(.group)[data-slider] *){display:block}",
  ".a-one,.b-two{color:red}",
  ".peer-x:not(.is-off){color:blue}",
  "@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}.hover\\:bg-ink:hover{background:#111}}",
  "@supports (color:color-mix(in lab, red, red)){.bg-ink\\/50{background:color-mix(in oklab,#111 50%,transparent)}}",
  "@media (width>=40rem){.sm\\:flex{display:flex}}",
  ".content-\\[\\'x\\'\\]{content:'x'}",
  "}",
  '@keyframes spin{to{transform:rotate(1turn)}}:root{--icon:url("data:image/svg+xml,%3Csvg%3E{}")}',
].join("");

const cut = sheetCutter(SHEET);
const utilities = (css: string) => css.slice(css.indexOf("@layer utilities{"), css.indexOf("}@keyframes") + 1);

describe("sheetCutter", () => {
  it("keeps the utilities a page's classes name, and drops the others", () => {
    const css = cut('<div class="flex gap-2"><p class="py-2.5 2xl:block">x</p></div>');
    expect(utilities(css)).toBe(
      "@layer utilities{.flex{display:flex}.gap-2{gap:.5rem}.py-2\\.5{padding-block:.625rem}.\\32 xl\\:block{display:block}.content-\\[\\'x\\'\\]{content:'x'}}",
    );
  });

  it("keeps every layer but the utilities, and what follows them, whole", () => {
    const css = cut("<p>nothing</p>");
    expect(css.startsWith("@layer theme{:root{--color-ink:#111}}@layer base{*{margin:0}.prose h2{margin:0}}")).toBe(
      true,
    );
    expect(
      css.endsWith('@keyframes spin{to{transform:rotate(1turn)}}:root{--icon:url("data:image/svg+xml,%3Csvg%3E{}")}'),
    ).toBe(true);
  });

  it("reads the entities React writes in attributes", () => {
    const css = cut('<span class="[&amp;_svg]:size-4 aria-[current=page]:font-semibold"></span>');
    expect(css).toContain("\\[\\&_svg\\]\\:size-4 svg{");
    expect(css).toContain("font-weight:600");
  });

  it("keeps a variant of a group only when the group and the variant are both on the page", () => {
    expect(cut('<div class="group-data-slider:block"></div>')).not.toContain("data-slider");
    expect(cut('<div class="group"><i class="group-data-slider:block"></i></div>')).toContain("data-slider] *)");
  });

  it("keeps a rule of a selector list when one of its selectors is used, and ignores classes inside :not()", () => {
    expect(cut('<b class="b-two"></b>')).toContain(".a-one,.b-two{color:red}");
    expect(cut('<b class="peer-x"></b>')).toContain(".peer-x:not(.is-off){color:blue}");
  });

  it("cuts inside @media and @supports, and drops a block left empty", () => {
    const css = cut('<a class="hover:underline sm:flex"></a>');
    expect(css).toContain("@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}");
    expect(css).toContain("@media (width>=40rem){.sm\\:flex{display:flex}}");
    expect(css).not.toContain("@supports");
  });

  it("keeps classes an inline script adds, read from its strings", () => {
    const css = cut('<script>el.classList.toggle("hidden",!open);x.className=`flex `+y</script>');
    expect(css).toContain(".hidden{display:none}");
    expect(css).toContain(".flex{display:flex}");
  });

  it("gives a sheet without a utilities layer back whole", () => {
    expect(sheetCutter("body{margin:0}")("<p></p>")).toBe("body{margin:0}");
  });
});

describe("pageWords", () => {
  it("splits on spaces and quotes only, so a class with brackets, colons and = stays one word", () => {
    expect([...pageWords("<a class=\"x aria-[current=page]:y\" href='/z'>")]).toEqual(
      expect.arrayContaining(["x", "aria-[current=page]:y", "/z"]),
    );
  });
});
