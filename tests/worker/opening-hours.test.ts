import { env } from "cloudflare:test";
import { OPENING_HOURS_MESSAGES, type OpeningHours } from "@contract/opening-hours";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { SHOP_WEEK } from "../support/opening-hours";

const PROFILE = { company: "Salon Eins", address: "Hauptstraße 1", zip_code: "10115", city: "Berlin" };

type Attributes = { attributes: { opening_hours: OpeningHours | null } };

const storedHours = (accountId: string) =>
  env.DB.prepare("SELECT opening_hours FROM accounts WHERE id = ?")
    .bind(accountId)
    .first<string | null>("opening_hours");

describe("opening hours on PUT/GET /v1/users/accounts/{id}", () => {
  it("saves the week, answers it, reads it back, and clears it", async () => {
    const user = await signedIn();
    const path = `/users/accounts/${user.accountId}`;
    const before = await json<Attributes>(await callV1(path, { headers: user.headers }));
    expect(before.data.attributes.opening_hours).toBeNull();

    const saved = await json<Attributes>(
      await callV1(path, { method: "PUT", body: { ...PROFILE, opening_hours: SHOP_WEEK }, headers: user.headers }),
    );
    expect(saved.message).toBe("Profile updated");
    expect(saved.data.attributes.opening_hours).toEqual(SHOP_WEEK);
    expect(JSON.parse((await storedHours(user.accountId)) ?? "null")).toEqual(SHOP_WEEK);
    const read = await json<Attributes>(await callV1(path, { headers: user.headers }));
    expect(read.data.attributes.opening_hours).toEqual(SHOP_WEEK);

    // The form's shape (Closed ticked, times) is the same week: nothing changed.
    const formShape = { ...SHOP_WEEK, mon: { closed: true, from: "09:00", to: "12:00" }, sun: { closed: true } };
    const again = await json(
      await callV1(path, { method: "PUT", body: { ...PROFILE, opening_hours: formShape }, headers: user.headers }),
    );
    expect(again.message).toBe("No information has been updated");

    // A client that does not know the field (it leaves it out) keeps the hours.
    const kept = await json<Attributes>(
      await callV1(path, { method: "PUT", body: { ...PROFILE, city: "Potsdam" }, headers: user.headers }),
    );
    expect(kept.message).toBe("Profile updated");
    expect(kept.data.attributes.opening_hours).toEqual(SHOP_WEEK);

    const cleared = await json<Attributes>(
      await callV1(path, {
        method: "PUT",
        body: { ...PROFILE, city: "Potsdam", opening_hours: null },
        headers: user.headers,
      }),
    );
    expect(cleared.data.attributes.opening_hours).toBeNull();
    expect(await storedHours(user.accountId)).toBeNull();
  });

  it.each([
    [
      "closing before opening",
      { ...SHOP_WEEK, tue: { from: "18:00", to: "09:00" } },
      OPENING_HOURS_MESSAGES.order("tue"),
    ],
    ["past midnight", { ...SHOP_WEEK, sat: { from: "22:00", to: "02:00" } }, OPENING_HOURS_MESSAGES.order("sat")],
    ["25:00", { ...SHOP_WEEK, wed: { from: "09:00", to: "25:00" } }, OPENING_HOURS_MESSAGES.time("wed", "to")],
    ["HTML", { ...SHOP_WEEK, thu: { from: "<b>9</b>", to: "18:00" } }, OPENING_HOURS_MESSAGES.time("thu", "from")],
    ["a day left blank", { ...SHOP_WEEK, fri: {} }, OPENING_HOURS_MESSAGES.missing("fri", "from")],
    ["garbage JSON as text", '{"mon": {"from": "09:', OPENING_HOURS_MESSAGES.notObject],
    ["a list", [SHOP_WEEK], OPENING_HOURS_MESSAGES.notObject],
    ["an unknown day", { ...SHOP_WEEK, holiday: null }, OPENING_HOURS_MESSAGES.notObject],
    ["a day that is text", { ...SHOP_WEEK, mon: "closed" }, OPENING_HOURS_MESSAGES.day("mon")],
  ])("refuses %s, naming the field and the day", async (_, hours, message) => {
    const user = await signedIn();
    const response = await callV1(`/users/accounts/${user.accountId}`, {
      method: "PUT",
      body: { ...PROFILE, opening_hours: hours },
      headers: user.headers,
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: message, input_name: "opening_hours" });
    expect(await storedHours(user.accountId)).toBeNull();
    expect(
      await env.DB.prepare("SELECT company FROM accounts WHERE id = ?").bind(user.accountId).first("company"),
    ).toBeNull();
  });

  it("keeps a broken stored value out of the answer (read as not said)", async () => {
    const user = await signedIn();
    await env.DB.prepare("UPDATE accounts SET opening_hours = ? WHERE id = ?")
      .bind(JSON.stringify({ mon: "always" }), user.accountId)
      .run();
    const read = await json<Attributes>(await callV1(`/users/accounts/${user.accountId}`, { headers: user.headers }));
    expect(read.data.attributes.opening_hours).toBeNull();
    await expect(
      env.DB.prepare("UPDATE accounts SET opening_hours = ? WHERE id = ?").bind("{not json", user.accountId).run(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });
});
