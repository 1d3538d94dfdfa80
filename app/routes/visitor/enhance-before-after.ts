/**
 * The style page's before/after comparison with JavaScript (issue 37): the
 * two pictures side by side become one, the before picture drawn over the
 * after up to a line the visitor moves. The line follows a real
 * `<input type="range">` laid over the pictures: dragged with a mouse or a
 * finger, moved with the arrow keys, announced by screen readers. Without
 * this script the range stays hidden and the pictures side by side.
 *
 * It must stay self-contained (no imports, no outer variables): the page
 * inlines its source text, as VisitorScript does with enhanceVisitorPage.
 */
export function enhanceBeforeAfter(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>("[data-before-after]")) {
    const range = box.querySelector<HTMLInputElement>("input[type=range]");
    if (!range || box.hasAttribute("data-slider")) continue;
    const show = () => {
      box.style.setProperty("--before-share", `${range.value}%`);
      range.setAttribute("aria-valuetext", `${range.value}% before`);
    };
    range.addEventListener("input", show);
    show();
    range.hidden = false;
    box.setAttribute("data-slider", "");
  }
}
