import { SCREEN_PROBLEM_WORDS } from "@contract/screen-problems";
import { expect, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/layout";
import { screenTv } from "./support/tv";
import { addStyle, approveStyle } from "./support/visitor";

/**
 * A TV tells what went wrong (issue 34 point 7): an error thrown in the real
 * player, caught by nothing, goes over its screen's cable and shows on the
 * owner's My screens, on a phone and on a desktop.
 */
test.use({ cookieChoiceMade: true });

/** The player's window as the test reads it (its hooks exist outside production only: test-hooks.ts). */
type Player = {
  stylecastCable?: { connected: boolean };
  stylecastSlideshow?: { throwError: (message: string) => void };
};

test("an error thrown in the player shows on My screens as its last problem", async ({
  page,
  stylist,
  request,
  browser,
}) => {
  test.setTimeout(180_000); // a TV that plays for real, and the owner's page at two sizes with axe: 1.7 min on a loaded 2-core machine
  await approveStyle(request, await addStyle(request, stylist, "#problem"));
  // The TV's context is its own, outside the fixture's watch: its error is the point of the test.
  const { context: tvContext, tv } = await screenTv(browser, request, stylist);
  await expect(tv.locator('[data-testid="slide"]').first()).toBeAttached();
  await expect.poll(() => tv.evaluate(() => (window as Player).stylecastCable?.connected ?? false)).toBe(true);
  const thrown = new Promise((resolve) => tv.once("pageerror", resolve));
  await tv.evaluate(() => (window as Player).stylecastSlideshow?.throwError("Boom from the e2e test"));
  await thrown;

  const problem = page.getByTestId("last-problem");
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await expect
      .poll(
        async () => {
          await page.goto(`/accounts/${stylist.accountId}/screens`);
          return (await problem.count()) > 0 ? await problem.textContent() : null;
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toMatch(new RegExp(`^${SCREEN_PROBLEM_WORDS.title}: (just now|1 min ago) — ${SCREEN_PROBLEM_WORDS.error}$`));
    await expectNoSidewaysScroll(page);
  }
  await expectAxeClean(page);
  await tvContext.close();
});
