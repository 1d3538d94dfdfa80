import { env } from "cloudflare:test";
import { OPENING_HOURS_MESSAGES, type OpeningHours } from "@contract/opening-hours";
import { TIME_ZONE_MESSAGES } from "@contract/time-zone";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { SHOP_WEEK } from "../support/opening-hours";

const PROFILE = { company: "Salon Eins", address: "Hauptstraße 1", zip_code: "10115", city: "Berlin" };

type Attributes = { attributes: { opening_hours: OpeningHours | null; time_zone: string } };

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

  it("takes a lunch break, and a day in the shape answered before two ranges", async () => {
    const user = await signedIn();
    const path = `/users/accounts/${user.accountId}`;
    const lunch = [
      { from: "09:00", to: "12:30" },
      { from: "13:30", to: "18:00" },
    ];
    const saved = await json<Attributes>(
      await callV1(path, {
        method: "PUT",
        // Tuesday as an older client sends it: one { from, to }.
        body: { ...PROFILE, opening_hours: { ...SHOP_WEEK, tue: { from: "09:00", to: "18:00" }, wed: lunch } },
        headers: user.headers,
      }),
    );
    expect(saved.data.attributes.opening_hours).toEqual({ ...SHOP_WEEK, wed: lunch });
    expect(JSON.parse((await storedHours(user.accountId)) ?? "null").wed).toEqual(lunch);

    // A row stored before two ranges reads in the new shape.
    await env.DB.prepare("UPDATE accounts SET opening_hours = ? WHERE id = ?")
      .bind(JSON.stringify({ ...SHOP_WEEK, tue: { from: "09:00", to: "18:00" } }), user.accountId)
      .run();
    const read = await json<Attributes>(await callV1(path, { headers: user.headers }));
    expect(read.data.attributes.opening_hours).toEqual(SHOP_WEEK);

    const overlapping = await callV1(path, {
      method: "PUT",
      body: { ...PROFILE, opening_hours: { ...SHOP_WEEK, wed: [lunch[0], { from: "12:00", to: "18:00" }] } },
      headers: user.headers,
    });
    expect(overlapping.status).toBe(422);
    expect(await json(overlapping)).toMatchObject({
      error: OPENING_HOURS_MESSAGES.breakOrder("wed"),
      input_name: "opening_hours",
    });
  });
});

describe("the shop's time zone on PUT/GET /v1/users/accounts/{id}", () => {
  const storedZone = (accountId: string) =>
    env.DB.prepare("SELECT time_zone FROM accounts WHERE id = ?").bind(accountId).first<string>("time_zone");

  it("is Berlin's until the owner picks another, which is saved, answered, and kept when left out", async () => {
    const user = await signedIn();
    const path = `/users/accounts/${user.accountId}`;
    const before = await json<Attributes>(await callV1(path, { headers: user.headers }));
    expect(before.data.attributes.time_zone).toBe("Europe/Berlin");

    const saved = await json<Attributes>(
      await callV1(path, { method: "PUT", body: { ...PROFILE, time_zone: "America/New_York" }, headers: user.headers }),
    );
    expect(saved.message).toBe("Profile updated");
    expect(saved.data.attributes.time_zone).toBe("America/New_York");
    expect(await storedZone(user.accountId)).toBe("America/New_York");

    const kept = await json<Attributes>(
      await callV1(path, { method: "PUT", body: { ...PROFILE, city: "Potsdam" }, headers: user.headers }),
    );
    expect(kept.data.attributes.time_zone).toBe("America/New_York");
    // The same zone however it is cased is no change; it is kept as the runtime spells it.
    const same = await json(
      await callV1(path, {
        method: "PUT",
        body: { ...PROFILE, city: "Potsdam", time_zone: "america/new_york" },
        headers: user.headers,
      }),
    );
    expect(same.message).toBe("No information has been updated");
  });

  it.each([["Mars/Olympus_Mons"], ["Europe/Berlin; DROP TABLE accounts"], [42], ["x".repeat(200)]])(
    "refuses %s, naming the field",
    async (zone) => {
      const user = await signedIn();
      const response = await callV1(`/users/accounts/${user.accountId}`, {
        method: "PUT",
        body: { ...PROFILE, time_zone: zone },
        headers: user.headers,
      });
      expect(response.status).toBe(422);
      expect(await json(response)).toMatchObject({ error: TIME_ZONE_MESSAGES.unknown, input_name: "time_zone" });
      expect(await storedZone(user.accountId)).toBe("Europe/Berlin");
    },
  );

  it("is the zone the visitor pages answer", async () => {
    const user = await signedIn();
    await callV1(`/users/accounts/${user.accountId}`, {
      method: "PUT",
      body: { ...PROFILE, time_zone: "America/New_York" },
      headers: user.headers,
    });
    const profile = await json<{ time_zone: string }>(await callV1(`/public/accounts/${user.accountId}`));
    expect(profile.data.time_zone).toBe("America/New_York");
  });
});
