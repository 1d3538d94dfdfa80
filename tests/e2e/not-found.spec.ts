import { expect, failedLoad, test } from "./fixtures";

for (const path of ["/does-not-exist", "/Explore", "/IMPRINT", "/404", "/a/b/c?x=<script>"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(404, path.split("?")[0] ?? path)); // the 404 this test asks for
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
    await expect(page.getByText("ERROR", { exact: true })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
  });
}

test("the real routes answer 200", async ({ page }) => {
  for (const path of ["/", "/explore", "/imprint", "/data-privacy", "/cookies", "/legal", "/copyright"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
});
