import { describe, expect, it } from "vitest";
import { friendsText, referralLink, referralSummary } from "./referral";

describe("referralSummary", () => {
  it("moves the bar by 10 per referred friend and stops at 100", () => {
    expect(referralSummary({ invitedCount: 0, activeCount: 0 }).progress).toBe(0);
    expect(referralSummary({ invitedCount: 3, activeCount: 0 }).progress).toBe(30);
    expect(referralSummary({ invitedCount: 10, activeCount: 0 }).progress).toBe(100);
    expect(referralSummary({ invitedCount: 14, activeCount: 0 }).progress).toBe(100);
  });

  it("says the bar in friends: full at 10", () => {
    expect(referralSummary({ invitedCount: 0, activeCount: 0 }).balance).toBe("0 of 10 friends");
    expect(referralSummary({ invitedCount: 3, activeCount: 0 }).balance).toBe("3 of 10 friends");
    expect(referralSummary({ invitedCount: 14, activeCount: 0 }).balance).toBe("10 of 10 friends");
  });

  it("rewards €10 per active friend only", () => {
    expect(referralSummary({ invitedCount: 5, activeCount: 2 }).reward).toBe("€20");
    expect(referralSummary({ invitedCount: 5, activeCount: 0 }).reward).toBe("€0");
  });

  it("earns GOLD above 3 referred friends, and counts the way there", () => {
    expect(referralSummary({ invitedCount: 3, activeCount: 3 }).gold).toBe(false);
    expect(referralSummary({ invitedCount: 3, activeCount: 3 }).goldProgress).toBe("3 of 4 friends for 3 months GOLD");
    expect(referralSummary({ invitedCount: 4, activeCount: 0 }).gold).toBe(true);
    expect(referralSummary({ invitedCount: 9, activeCount: 0 }).goldProgress).toBe("4 of 4 friends for 3 months GOLD");
  });
});

describe("friendsText", () => {
  it.each([
    [0, "0 friends"],
    [1, "1 friend"],
    [2, "2 friends"],
    [7, "7 friends"],
  ])("%i → %s", (count, text) => {
    expect(friendsText(count)).toBe(text);
  });
});

it("builds the register link with the code", () => {
  expect(referralLink("https://stylecast.app", "AB CD")).toBe("https://stylecast.app/register?referral_code=AB+CD");
});
