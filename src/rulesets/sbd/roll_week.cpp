// Section 12: seven days of scouting and skirmishing decide who attacks.
#include <algorithm>
#include <functional>

#include "core/dice.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
constexpr int sunday = 6;

std::vector<int> roll_dice(int count, RandomStream& stream) {
  std::vector<int> dice;
  for (int i = 0; i < count; ++i) dice.push_back(roll(stream, Die::d6));
  return dice;
}

int count_sixes(const std::vector<int>& dice) { return static_cast<int>(std::count(dice.begin(), dice.end(), 6)); }
}  // namespace

std::array<int, 2> skirmish_wins(std::vector<int> usa, std::vector<int> csa) {
  std::sort(usa.begin(), usa.end(), std::greater<>());
  std::sort(csa.begin(), csa.end(), std::greater<>());
  std::array<int, 2> wins{};
  for (std::size_t i = 0; i < std::min(usa.size(), csa.size()); ++i) {
    if (usa[i] > csa[i]) ++wins[index_of(Side::usa)];
    if (csa[i] > usa[i]) ++wins[index_of(Side::csa)];
  }
  return wins;
}

void score_day(Day& day, int day_index, const std::array<SixesPolicy, 2>& policies) {
  for (Side side : both_sides) {
    SideDay& s = day.sides[index_of(side)];
    s.sixes = count_sixes(s.dice);
    s.converted = sixes_to_convert(policies[index_of(side)], day_index, s.sixes);
    s.banked = s.sixes - s.converted;
  }
  const auto wins = skirmish_wins(day.side(Side::usa).dice, day.side(Side::csa).dice);
  for (Side side : both_sides) {
    day.sides[index_of(side)].skirmish_wins = wins[index_of(side)];
    day.sides[index_of(side)].won_skirmish = wins[index_of(side)] > wins[index_of(enemy_of(side))];
  }
}

void carry_over(const Day& today, Day& tomorrow) {
  for (Side side : both_sides) {
    const SideDay& was = today.side(side);
    SideDay& next = tomorrow.sides[index_of(side)];
    next.from_sixes = dice_per_six * was.converted;
    next.from_skirmish = was.won_skirmish ? dice_for_skirmish : 0;
  }
}

void decide_attacker(Week& week) {
  const int usa = week.banked[index_of(Side::usa)], csa = week.banked[index_of(Side::csa)];
  if (usa != csa) {
    week.attacker = usa > csa ? Side::usa : Side::csa;
    week.reason = AttackerReason::banked_sixes;
  } else if (week.sunday_winner) {
    week.attacker = *week.sunday_winner;
    week.reason = AttackerReason::sunday_skirmish;
  } else if (week.cavalry[0] != week.cavalry[1]) {
    week.attacker = week.cavalry[index_of(Side::usa)] > week.cavalry[index_of(Side::csa)] ? Side::usa : Side::csa;
    week.reason = AttackerReason::cavalry;
  } else {
    week.attacker = Side::csa;
    week.reason = AttackerReason::confederates;
  }
  week.sixes_margin = week.banked[index_of(week.attacker)] - week.banked[index_of(enemy_of(week.attacker))];
}

Week roll_week(const std::array<WeekPlan, 2>& plans, const std::array<int, 2>& cavalry, RandomStream& stream) {
  Week week;
  week.cavalry = cavalry;
  const std::array<SixesPolicy, 2> policies = {plans[0].sixes, plans[1].sixes};
  for (int d = 0; d < 7; ++d) {
    Day& day = week.days[static_cast<std::size_t>(d)];
    day.name = day_names[static_cast<std::size_t>(d)];
    if (d > 0) carry_over(week.days[static_cast<std::size_t>(d - 1)], day);
    for (Side side : both_sides) {
      SideDay& s = day.sides[index_of(side)];
      s.allocated = plans[index_of(side)].allocation[static_cast<std::size_t>(d)];
      s.dice = roll_dice(s.allocated + s.from_sixes + s.from_skirmish, stream);
    }
    score_day(day, d, policies);
    for (Side side : both_sides) week.banked[index_of(side)] += day.side(side).banked;
  }
  const Day& last = week.days[sunday];
  for (Side side : both_sides)
    if (last.side(side).won_skirmish) week.sunday_winner = side;
  if (week.sunday_winner) {
    week.sunday_bonus_dice = roll_dice(sunday_bonus_dice, stream);
    week.sunday_bonus_sixes = count_sixes(week.sunday_bonus_dice);
    week.banked[index_of(*week.sunday_winner)] += week.sunday_bonus_sixes;
  }
  decide_attacker(week);
  return week;
}

}  // namespace muster::sbd
