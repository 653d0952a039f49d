import { budgetOf, QUOTA_MSG, type Quota, quotaReserve, quotaShortfall, type SquadPlayer } from "@sah/domain";
import { describe, expect, it } from "vitest";
import { counts, team } from "../../../test/fixtures.ts";
import { countsAfterMoves, teamsAfterSale } from "./apply-answer.ts";

const other = { ...team, id: 4, name: "Mumbai Mavericks", players_count: 2, players_remaining: 13, funds_remaining: 90000 };
const sale = (teamId: number, price: number) => ({ team: teamId, team_name: "", price, funds_unit: "Points" });

describe("countsAfterMoves", () => {
  it.each([
    ["a sale from the block", [{ from: 1, to: 3 }], { Auctioning: 0, Sold: 5 }],
    ["unsold", [{ from: 1, to: 2 }], { Auctioning: 0, Unsold: 3 }],
    ["an icon player", [{ from: 1, to: 6 }], { Auctioning: 0, Icon: 3 }],
    ["a draw", [{ from: 0, to: 1 }], { Available: 29, Auctioning: 2 }],
    ["no change", [{ from: 3, to: 3 }], {}],
  ])("%s", (_name, moves, changed) => {
    expect(countsAfterMoves(counts, moves)).toEqual({ ...counts, ...changed });
  });
});

describe('teamsAfterSale (docs/api.md "Budget rule")', () => {
  it("the buying team spends the price and a slot; its max bid follows the budget rule", () => {
    const [a, b] = teamsAfterSale([team, other], null, sale(3, 25000), 1000);
    // 100,000 − 50,000 left; (11 − 5 − 1) × 1,000 kept for the minimum.
    expect(a).toMatchObject({ players_count: 5, players_remaining: 10, funds_remaining: 50000, max_bid: 45000 });
    expect(b).toBe(other);
  });

  it("a move to another team gives the first team its slot and money back", () => {
    const [a, b] = teamsAfterSale([team, other], sale(3, 5000), sale(4, 10000), 1000);
    expect(a).toMatchObject({ players_count: 3, funds_remaining: 80000, max_bid: 80000 - 7 * 1000 });
    expect(b).toMatchObject({ players_count: 3, funds_remaining: 80000, max_bid: 80000 - 7 * 1000 });
  });

  it("the last free slot taken leaves a max bid of 0", () => {
    const almost = { ...team, players_count: 14, players_remaining: 1 };
    expect(teamsAfterSale([almost], null, sale(3, 1000), 1000)[0]).toMatchObject({ players_remaining: 0, max_bid: 0 });
  });

  it("an unchanged sale changes nothing", () => {
    expect(teamsAfterSale([team], sale(3, 5000), sale(3, 5000), 1000)[0]).toBe(team);
  });

  describe("with squad quotas: the max bid keeps the quota reserve, as the server's does", () => {
    // At least 8 Wicket-keepers (skill 2): the 4 players held and the 5th bought are none, or the 5th is one.
    const keepers: Quota = { kind: "skill", id: 2, min: 8, max: null };
    const label = () => "Wicket-keeper";
    const batter: SquadPlayer = { grade: 30, skills: [1] };
    const keeper: SquadPlayer = { grade: 30, skills: [2] };
    const needsOf = (squad: SquadPlayer[]) =>
      quotaShortfall([keepers], squad).needs.map((n) => ({
        kind: n.quota.kind,
        id: n.quota.id,
        missing: n.missing,
        text: QUOTA_MSG.needs(n.missing, label()),
      }));
    const held = [batter, batter, batter, batter];
    /** The server's max bid (teams/read.ts toTeam): budgetOf over the purse with quotaReserve of the squad. */
    const serverMaxBid = (squad: SquadPlayer[], spent: number) =>
      budgetOf({
        totalFunds: 100000,
        spent,
        playersCount: squad.length,
        minPlayers: 11,
        maxPlayers: 15,
        minPlayerPrice: 1000,
        quota: quotaReserve([keepers], squad, label),
      }).max_bid;
    const withNeeds = { ...team, quota_needs: needsOf(held) };

    it.each([
      ["a player who meets no need", batter],
      ["a player who meets one", keeper],
    ])("%s", (_name, bought) => {
      const [a] = teamsAfterSale([withNeeds], null, sale(3, 25000), 1000, bought);
      const after = [...held, bought];
      expect(a?.quota_needs).toEqual(needsOf(after));
      expect(a?.max_bid).toBe(serverMaxBid(after, 50000));
      // More than the minimum squad alone keeps back: (11 − 5 − 1) × 1,000 would leave 45,000.
      expect(a?.max_bid).toBeLessThan(45000);
    });
  });
});
