import { hashPassword } from "../auth/password";
import { createAccountWithUser, EmailTakenError, findUserIdByEmail } from "../db/accounts";
import { findAccountIdByEmail } from "./db/demo-accounts";
import { seedDemoAds } from "./seed-ads";
import { seedOpeningHours } from "./seed-opening-hours";
import { seedDemoServices } from "./seed-services";
import { DEMO_STYLES, seedDemoStyles } from "./seed-styles";
import { seedVisitorProfiles } from "./seed-visitor";

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

export async function seedDemoData(env: Env, pepper: string) {
  const created: string[] = [];
  for (const { password, ...user } of DEMO_USERS) {
    if (!(await findUserIdByEmail(env.DB, user.email))) {
      try {
        await createAccountWithUser(env.DB, {
          ...user,
          passwordHash: await hashPassword(password, pepper),
          status: "active",
        });
        created.push(user.email);
      } catch (error) {
        // Another seed run created it a moment ago: its e-mail, or first its fixed referral code, is taken.
        if (!(error instanceof EmailTakenError) && !(await findUserIdByEmail(env.DB, user.email))) throw error;
      }
    }
    const styles = DEMO_STYLES[user.email];
    const accountId = styles ? await findAccountIdByEmail(env.DB, user.email) : null;
    if (styles && accountId) await seedDemoStyles(env, accountId, styles);
  }
  await seedDemoAds(env);
  await seedVisitorProfiles(env);
  await seedDemoServices(env);
  await seedOpeningHours(env);
  return created;
}
