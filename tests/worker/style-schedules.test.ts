import { env } from "cloudflare:test";
import type { Slideshow } from "@contract/slideshow";
import type { Style } from "@contract/style";
import { SCHEDULE_MESSAGES } from "@contract/style-schedule-schemas";
import { setApproved } from "@workers/db/styles";
import { solidPng } from "@workers/dev/png";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { postStyle, sendForm } from "../support/send-form";

/** A style's schedule (issue 34 point 1) through POST and PUT /v1/users/portfolios, as the owner and the TV read it. */

type Fields = Record<string, string | string[]>;

async function styleForm(fields: Fields = {}, { withPicture = true } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ gender: "female", color: "red", style: "long", ...fields })) {
    for (const each of [value].flat()) form.append(name, each);
  }
  if (withPicture) form.append("images", new File([await solidPng(40, 50)], "cut.png", { type: "image/png" }));
  return form;
}

const scheduleRow = async (id: string) =>
  (await env.DB.prepare("SELECT schedule FROM portfolios WHERE id = ?").bind(id).first<{ schedule: string | null }>())
    ?.schedule;

const saturdayEvenings: Fields = {
  schedule_from: "2026-12-01",
  schedule_until: "2026-12-24",
  schedule_days: ["sun", "sat"],
  schedule_window_from: "20:00",
  schedule_window_to: "02:00",
};

describe("a style's schedule", () => {
  it("is saved from POST's schedule_* fields, weekdays in week order, and answered on the owner's style", async () => {
    const user = await signedIn();
    const response = await postStyle(user.headers, await styleForm(saturdayEvenings));
    expect(response.status).toBe(201);
    const { data } = await json<Style>(response);
    const schedule = {
      from: "2026-12-01",
      until: "2026-12-24",
      days: ["sat", "sun"],
      window: { from: "20:00", to: "02:00" },
    };
    expect(data.attributes.schedule).toEqual(schedule);
    expect(JSON.parse((await scheduleRow(data.id)) ?? "null")).toEqual(schedule);
    const mine = await json<Style[]>(await callV1("/users/portfolios", { headers: user.headers }));
    expect(mine.data[0]?.attributes.schedule).toEqual(schedule);
  });

  it("is always (null) when no schedule field is given, or every one is blank", async () => {
    const user = await signedIn();
    const none = await json<Style>(await postStyle(user.headers, await styleForm()));
    expect(none.data.attributes.schedule).toBeNull();
    const blank = await json<Style>(
      await postStyle(
        user.headers,
        await styleForm({
          schedule_from: "",
          schedule_until: "",
          schedule_days: "",
          schedule_window_from: "",
          schedule_window_to: "",
        }),
      ),
    );
    expect(blank.data.attributes.schedule).toBeNull();
    expect(await scheduleRow(blank.data.id)).toBeNull();
  });

  it("is changed by PUT, kept by a PUT without schedule fields, and cleared by blank ones", async () => {
    const user = await signedIn();
    const created = await json<Style>(await postStyle(user.headers, await styleForm(saturdayEvenings)));
    const put = async (fields: Fields) =>
      json<Style>(
        await sendForm(
          `/users/portfolios/${created.data.id}`,
          "PUT",
          user.headers,
          await styleForm(fields, { withPicture: false }),
        ),
      );

    const weekdays = await put({ schedule_days: ["mon", "tue", "wed", "thu", "fri"] });
    expect(weekdays.status).toBe(200);
    expect(weekdays.data.attributes.schedule).toEqual({
      from: null,
      until: null,
      days: ["mon", "tue", "wed", "thu", "fri"],
      window: null,
    });
    // A script that knows nothing of schedules (spec §7) changes the colour and leaves the schedule alone.
    const recoloured = await put({ color: "black" });
    expect(recoloured.data.attributes.color).toBe("black");
    expect(recoloured.data.attributes.schedule?.days).toEqual(["mon", "tue", "wed", "thu", "fri"]);
    // All seven days are every day: nothing left, so always.
    const everyDay = await put({ schedule_days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] });
    expect(everyDay.data.attributes.schedule).toBeNull();
    await put({ schedule_window_from: "17:00", schedule_window_to: "20:00" });
    const cleared = await put({ schedule_from: "", schedule_window_from: "", schedule_window_to: "" });
    expect(cleared.data.attributes.schedule).toBeNull();
    expect(await scheduleRow(created.data.id)).toBeNull();
  });

  it.each<{ when: string; fields: Fields; input_name: string; message: string }>([
    {
      when: "the last date is before the first",
      fields: { schedule_from: "2026-12-24", schedule_until: "2026-12-01" },
      input_name: "schedule_until",
      message: SCHEDULE_MESSAGES.order,
    },
    {
      when: "a date that does not exist",
      fields: { schedule_from: "2027-02-30" },
      input_name: "schedule_from",
      message: SCHEDULE_MESSAGES.date("from"),
    },
    {
      when: "a date not written as YYYY-MM-DD",
      fields: { schedule_until: "24.12.2026" },
      input_name: "schedule_until",
      message: SCHEDULE_MESSAGES.date("until"),
    },
    {
      when: "a window that starts and stops at the same time",
      fields: { schedule_window_from: "09:00", schedule_window_to: "09:00" },
      input_name: "schedule_window_to",
      message: SCHEDULE_MESSAGES.windowEmpty,
    },
    {
      when: "a window with one time only",
      fields: { schedule_window_from: "09:00" },
      input_name: "schedule_window_to",
      message: SCHEDULE_MESSAGES.windowBoth,
    },
    {
      when: "a time that is no time of day",
      fields: { schedule_window_from: "24:00", schedule_window_to: "02:00" },
      input_name: "schedule_window_from",
      message: SCHEDULE_MESSAGES.time("from"),
    },
    {
      when: "a weekday that is none",
      fields: { schedule_days: ["sat", "someday"] },
      input_name: "schedule_days",
      message: SCHEDULE_MESSAGES.days,
    },
  ])("is refused with a 422 naming the field: $when", async ({ fields, input_name, message }) => {
    const user = await signedIn();
    const response = await postStyle(user.headers, await styleForm(fields));
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ message, input_name });
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM portfolios WHERE account_id = ?")
      .bind(user.accountId)
      .first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(0);
  });

  it("refuses a wrong schedule on PUT too, and leaves the saved one as it was", async () => {
    const user = await signedIn();
    const created = await json<Style>(await postStyle(user.headers, await styleForm(saturdayEvenings)));
    const response = await sendForm(
      `/users/portfolios/${created.data.id}`,
      "PUT",
      user.headers,
      await styleForm({ schedule_from: "2027-02-30" }, { withPicture: false }),
    );
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ input_name: "schedule_from" });
    expect(JSON.parse((await scheduleRow(created.data.id)) ?? "null")).toEqual(created.data.attributes.schedule);
  });

  it("goes with each slide of GET /v1/slideshow/{account_id}: null for a style that always plays", async () => {
    const user = await signedIn();
    const evenings = await json<Style>(await postStyle(user.headers, await styleForm(saturdayEvenings)));
    const always = await json<Style>(await postStyle(user.headers, await styleForm()));
    for (const style of [evenings, always]) await setApproved(env.DB, style.data.id, true);

    const { data } = await json<Slideshow>(await callV1(`/slideshow/${user.accountId}`));
    const scheduleOf = (id: string) => data.slides.find((slide) => slide.key === `style:${id}`)?.schedule;
    expect(scheduleOf(evenings.data.id)).toEqual(evenings.data.attributes.schedule);
    expect(scheduleOf(always.data.id)).toBeNull();
  });
});
