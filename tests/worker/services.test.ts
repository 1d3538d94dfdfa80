import { env } from "cloudflare:test";
import { MAX_SERVICES, SERVICE_MESSAGES, type Service } from "@contract/services";
import { describe, expect, it } from "vitest";
import { callV1, json, signedIn } from "../support/api";
import { addStyle } from "../support/styles";

/**
 * The shop's services (issue 37 point 1): created at the end of the list, at most MAX_SERVICES, edited, reordered
 * and deleted by their owner alone; every write keeps the profile's price range (accounts.price_min / price_max,
 * whole euros) derived from them, and a deleted service leaves its styles without one.
 */

type Owner = Awaited<ReturnType<typeof signedIn>>;

const haircut = { name: "Haircut", price_from: 3550, price_to: null, duration_minutes: 45, booking_link: null };
const colour = {
  name: "Colour",
  price_from: 2000,
  price_to: 8020,
  duration_minutes: null,
  booking_link: "https://salon.example/colour",
};

const create = (owner: Owner, body: unknown) =>
  callV1("/users/services", { method: "POST", headers: owner.headers, body });

async function created(owner: Owner, body: unknown) {
  const response = await create(owner, body);
  expect(response.status).toBe(201);
  return (await json<Service>(response)).data;
}

const list = async (owner: Owner) =>
  (await json<{ data: Service[] }>(await callV1("/users/services", { headers: owner.headers }))).data.data;

const priceRange = (accountId: string) =>
  env.DB.prepare("SELECT price_min, price_max FROM accounts WHERE id = ?")
    .bind(accountId)
    .first<{ price_min: number | null; price_max: number | null }>();

const serviceRows = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM services").first<{ n: number }>())?.n ?? 0;

describe("a shop's services", () => {
  it("are created at the end of the list, and the profile's price range follows every write", async () => {
    const owner = await signedIn();
    expect(await list(owner)).toEqual([]);
    expect(await priceRange(owner.accountId)).toEqual({ price_min: null, price_max: null });

    const response = await create(owner, haircut);
    expect(response.status).toBe(201);
    const first = await json<Service>(response);
    expect(first.message).toBe(SERVICE_MESSAGES.created);
    expect(first.data).toMatchObject({ ...haircut, position: 0 });
    // A "from" price is its own top: €35.50 → 35–36.
    expect(await priceRange(owner.accountId)).toEqual({ price_min: 35, price_max: 36 });

    const second = await created(owner, colour);
    expect(second).toMatchObject({ ...colour, position: 1 });
    expect(await priceRange(owner.accountId)).toEqual({ price_min: 20, price_max: 81 });
    expect((await list(owner)).map((service) => service.name)).toEqual(["Haircut", "Colour"]);
  });

  it("are edited in place, and the range follows", async () => {
    const owner = await signedIn();
    const cut = await created(owner, haircut);
    await created(owner, colour);
    const response = await callV1(`/users/services/${cut.id}`, {
      method: "PUT",
      headers: owner.headers,
      body: { name: "Short cut", price_from: 1999, price_to: 9000, booking_link: "salon.example/cut" },
    });
    expect(response.status).toBe(200);
    const body = await json<Service>(response);
    expect(body.message).toBe(SERVICE_MESSAGES.updated);
    // Left out, the duration is none; the place stays.
    expect(body.data).toMatchObject({
      id: cut.id,
      name: "Short cut",
      price_from: 1999,
      price_to: 9000,
      duration_minutes: null,
      booking_link: "salon.example/cut",
      position: 0,
    });
    expect(await priceRange(owner.accountId)).toEqual({ price_min: 19, price_max: 90 });
  });

  it("are reordered by a full list of their ids, and refuse any other list", async () => {
    const owner = await signedIn();
    const [a, b, c] = [
      await created(owner, haircut),
      await created(owner, colour),
      await created(owner, { ...haircut, name: "Beard" }),
    ];
    const reorder = (ids: unknown) =>
      callV1("/users/services/order", { method: "PUT", headers: owner.headers, body: { ids } });

    const response = await reorder([c.id, a.id, b.id]);
    expect(response.status).toBe(200);
    const body = await json<{ data: Service[] }>(response);
    expect(body.message).toBe(SERVICE_MESSAGES.reordered);
    expect(body.data.data.map((service) => [service.id, service.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);

    for (const ids of [[c.id, a.id], [c.id, a.id, b.id, b.id], [c.id, a.id, "nope"], "abc"]) {
      const refused = await json(await reorder(ids));
      expect(refused.status, JSON.stringify(ids)).toBe(422);
      expect(refused.input_name).toBe("ids");
    }
    expect((await list(owner)).map((service) => service.id)).toEqual([c.id, a.id, b.id]);
    expect(await priceRange(owner.accountId)).toEqual({ price_min: 20, price_max: 81 });
  });

  it(`stop at ${MAX_SERVICES}, even when the last ones are added at once`, async () => {
    const owner = await signedIn();
    const statements = Array.from({ length: MAX_SERVICES - 2 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO services (id, account_id, name, price_from, position) VALUES (?, ?, ?, 1000, ?)",
      ).bind(`cap${i}${owner.accountId}`, owner.accountId, `Service ${i}`, i),
    );
    await env.DB.batch(statements);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => create(owner, { ...haircut, name: `Late ${i}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422]);
    const refused = await json(answers.find((answer) => answer.status === 422) as Response);
    expect(refused.message).toBe(SERVICE_MESSAGES.tooMany);
    const services = await list(owner);
    expect(services).toHaveLength(MAX_SERVICES);
    expect(services.map((service) => service.position)).toEqual([...Array(MAX_SERVICES).keys()]);
  });

  it("are deleted: the styles that named one name none, the places close up and the range follows", async () => {
    const owner = await signedIn();
    const cut = await created(owner, haircut);
    const dye = await created(owner, colour);
    const beard = await created(owner, { ...haircut, name: "Beard", price_from: 1500 });
    const styleId = await addStyle(owner.accountId, { service_id: dye.id });

    const response = await callV1(`/users/services/${dye.id}`, { method: "DELETE", headers: owner.headers });
    expect(response.status).toBe(200);
    expect((await json(response)).message).toBe(SERVICE_MESSAGES.deleted);

    const style = await env.DB.prepare("SELECT service_id FROM portfolios WHERE id = ?")
      .bind(styleId)
      .first<{ service_id: string | null }>();
    expect(style).toEqual({ service_id: null });
    expect((await list(owner)).map((service) => [service.id, service.position])).toEqual([
      [cut.id, 0],
      [beard.id, 1],
    ]);
    expect(await priceRange(owner.accountId)).toEqual({ price_min: 15, price_max: 36 });

    // The next one comes last, after the gap closed.
    expect((await created(owner, colour)).position).toBe(2);

    for (const service of await list(owner)) {
      await callV1(`/users/services/${service.id}`, { method: "DELETE", headers: owner.headers });
    }
    expect(await priceRange(owner.accountId)).toEqual({ price_min: null, price_max: null });
  });

  it("of another account are not found, and stay as they are", async () => {
    const [owner, other] = [await signedIn(), await signedIn()];
    const theirs = await created(other, colour);
    for (const [method, body] of [
      ["PUT", haircut],
      ["DELETE", undefined],
    ] as const) {
      const answer = await json(await callV1(`/users/services/${theirs.id}`, { method, headers: owner.headers, body }));
      expect(answer.status, method).toBe(404);
      expect(answer.message).toBe(SERVICE_MESSAGES.notFound);
    }
    expect(await list(owner)).toEqual([]);
    expect(await list(other)).toEqual([theirs]);
    const refused = await json(
      await callV1("/users/services/order", { method: "PUT", headers: owner.headers, body: { ids: [theirs.id] } }),
    );
    expect(refused.status).toBe(422);
    expect(await priceRange(owner.accountId)).toEqual({ price_min: null, price_max: null });
    expect(await priceRange(other.accountId)).toEqual({ price_min: 20, price_max: 81 });
  });

  it("refuse bad input with a 4xx naming the field, and write nothing", async () => {
    const owner = await signedIn();
    const before = await serviceRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...haircut, price_from: 12.5 }, "price_from"],
      [{ ...haircut, price_from: "abc" }, "price_from"],
      [{ ...haircut, price_from: -1 }, "price_from"],
      [{ ...haircut, price_from: 1_000_001 }, "price_from"],
      [{ ...haircut, price_from: undefined }, "price_from"],
      [{ ...haircut, price_to: 1_000_001 }, "price_to"],
      [{ ...haircut, price_from: 5000, price_to: 4000 }, "price_to"],
      [{ ...haircut, name: "" }, "name"],
      [{ ...haircut, name: "x".repeat(81) }, "name"],
      [{ ...haircut, name: "Cut\u0007" }, "name"],
      [{ ...haircut, duration_minutes: 2 }, "duration_minutes"],
      [{ ...haircut, duration_minutes: 30.5 }, "duration_minutes"],
      [{ ...haircut, booking_link: "javascript:alert(1)" }, "booking_link"],
    ];
    for (const [body, field] of cases) {
      const answer = await json(await create(owner, body));
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.input_name, JSON.stringify(body)).toBe(field);
    }
    const cut = await created(owner, haircut);
    const edit = await json(
      await callV1(`/users/services/${cut.id}`, {
        method: "PUT",
        headers: owner.headers,
        body: { ...haircut, price_from: 9000, price_to: 100 },
      }),
    );
    expect(edit.input_name).toBe("price_to");
    expect(await serviceRows()).toBe(before + 1);
    expect((await list(owner))[0]).toEqual(cut);
    expect(await priceRange(owner.accountId)).toEqual({ price_min: 35, price_max: 36 });
  });
});
