import { MY_SCREENS_TEXTS } from "@contract/screens";
import { expect, test } from "./fixtures";
import { screenTv } from "./support/tv";
import { addStyle, approveStyle } from "./support/visitor";

/**
 * My screens with the real player (issue 23): a TV logged in as the
 * account's screen plays its show, reports what is on screen over /cable,
 * and the owner's page follows it from slide to slide and counts its plays.
 */
test.use({ cookieChoiceMade: true });

test("a TV logged in as a screen shows up playing, with the slide on screen, following the next; its plays count", async ({
  page,
  stylist,
  request,
  browser,
}) => {
  test.setTimeout(120_000); // a TV that plays for real: slides, reports and the page's polls take their time
  const styles = [await addStyle(request, stylist, "#one"), await addStyle(request, stylist, "#two")];
  for (const id of styles) await approveStyle(request, id);

  const { context: tvContext, tv } = await screenTv(browser, request, stylist);
  // A slide every 3 s: each one stays long enough (2 s) to count as a play.
  await tv.goto(`${new URL(tv.url()).pathname}?delay=3000`);
  await expect(tv.locator('[data-testid="slide"]').first()).toBeAttached();

  await page.goto(`/accounts/${stylist.accountId}/screens`);
  const screen = page.getByRole("article").first();
  await expect(screen.locator("[data-status]")).toHaveText("Playing", { timeout: 20_000 });
  // What it shows now follows the TV: the page's picture moves on as the TV's slide does.
  const picture = screen.locator("img").first();
  await expect(picture).toHaveAttribute("src", /\/media\//, { timeout: 20_000 });
  const first = await picture.getAttribute("src");
  // The TV moves on (its own clock, under a loaded test machine too), and the page follows.
  const onTv = tv.locator('[data-testid="slide"][data-selected="true"]');
  const shownOnTv = await onTv.getAttribute("data-key");
  await expect(onTv).not.toHaveAttribute("data-key", shownOnTv ?? "", { timeout: 30_000 });
  await expect(picture).not.toHaveAttribute("src", first ?? "", { timeout: 30_000 });

  // Plays: each slide that stayed 2 s is one, reported as it goes while the owner looks.
  const plays = page.getByRole("region", { name: MY_SCREENS_TEXTS.playsTitle });
  await expect
    .poll(
      async () => {
        await page.reload();
        const total = await plays.getByTestId("plays-total").textContent();
        return Number(/(\d+) play/.exec(total ?? "")?.[1] ?? 0);
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(1);
  await tvContext.close();
});
