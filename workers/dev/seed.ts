import { hashPassword } from "../auth/password";
import { createAccountWithUser, findUserIdByEmail } from "../db/accounts";

/** Demo data for local development (README: Demo logins). Safe to run again. */
const DEMO_USERS = [
  {
    email: "admin@example.com",
    password: "Admin#2026",
    abilities: ["admin"],
    profile: { company: "Stylecast HQ", first_name: "Ada", last_name: "Admin", city: "Berlin" },
  },
  {
    email: "stylist@example.com",
    password: "Stylist#2026",
    abilities: [],
    referralCode: "DEMO2026",
    profile: {
      company: "Salon Demo",
      first_name: "Sam",
      last_name: "Stylist",
      job_title: "Owner and stylist",
      address: "Oranienstraße 25",
      zip_code: "10999",
      city: "Berlin",
      state: "Berlin",
      country: "DE",
      about_me: "Precision cuts and colour in the heart of Kreuzberg.",
    },
  },
  {
    email: "gold@example.com",
    password: "Gold#2026",
    abilities: ["GOLD"],
    profile: { company: "Gold Cuts", first_name: "Gwen", last_name: "Gold", city: "Hamburg" },
  },
];

export async function seedDemoData(db: D1Database, pepper: string) {
  const created: string[] = [];
  for (const { password, ...user } of DEMO_USERS) {
    if (await findUserIdByEmail(db, user.email)) continue;
    await createAccountWithUser(db, { ...user, passwordHash: await hashPassword(password, pepper), status: "active" });
    created.push(user.email);
  }
  return created;
}
