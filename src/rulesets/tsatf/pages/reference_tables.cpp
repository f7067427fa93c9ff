#include "rulesets/tsatf/pages/reference_tables.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

#include "core/counted.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/ratios.hpp"
#include "rulesets/tsatf/rough_going.hpp"
#include "rulesets/tsatf/unit_tables.hpp"

namespace muster::tsatf {

using layout::CardTable;

namespace {

// "4-6", or "1" where the run is a single number.
std::string run(int first, int last) { return first == last ? std::to_string(first) : std::to_string(first) + "-" + std::to_string(last); }

std::string lower_first(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

// A run of consecutive inputs that give the same output: what a dice table prints as one row.
struct Run {
  int first = 0;
  int last = 0;
};
template <typename Function>
std::vector<Run> runs_of(int from, int to, Function result_of) {
  std::vector<Run> runs;
  for (int n = from; n <= to; ++n) {
    if (!runs.empty() && result_of(n) == result_of(runs.back().last)) {
      runs.back().last = n;
    } else {
      runs.push_back({n, n});
    }
  }
  return runs;
}

CardTable movement_dice_table() {
  CardTable t{{"Unit", "Movement dice"}, {}, {3, 2}};
  t.rows.push_back({"Cavalry on horses", std::to_string(*movement_dice(UnitKind::british_cavalry, Campaign::free))});
  t.rows.push_back({"Camels in the Sudan, 1885", std::to_string(*movement_dice(UnitKind::imperial_camels, Campaign::sudan_1885))});
  t.rows.push_back({"Camels elsewhere, as cavalry", std::to_string(*movement_dice(UnitKind::imperial_camels, Campaign::free))});
  t.rows.push_back({"River boats", std::to_string(boat_movement_dice)});
  t.rows.push_back({"Infantry and guns", "the rulebook's rates"});
  return t;
}

// Totals with the same move share a row; the rows run down two pairs of columns to keep the card short.
CardTable rough_going_table() {
  const auto runs = runs_of(1, highest_rough_going_total(), rough_going_move);
  CardTable t{{"Dice total", "Move (in)", "Dice total", "Move (in)"}, {}, {1.2, 1, 1.2, 1}};
  const std::size_t down = (runs.size() + 1) / 2;
  for (std::size_t i = 0; i < down; ++i) {
    std::vector<std::string> row;
    for (std::size_t j : {i, i + down}) {
      if (j < runs.size()) {
        row.push_back(run(runs[j].first, runs[j].last));
        row.push_back(std::to_string(rough_going_move(runs[j].last)));
      } else {
        row.insert(row.end(), {"", ""});
      }
    }
    t.rows.push_back(row);
  }
  return t;
}

// The speed die read under the scenario's orders (none: a scenario that says nothing of it): the
// text's two dice on 4-6, the scenario's or muster's reading on 1-3. In a game, the row its die
// fell in says so; where the scenario gave the dice outright no die was rolled, and one row says that.
CardTable current_dice_table(const std::optional<RiverCurrent>& game) {
  CardTable t{{"Speed (D6)", "Current dice"}, {}, {1, 4}};
  if (game && game->speed_roll == 0) {
    t.rows.push_back({"—", dice_count(game->dice) + ": the scenario's, so no speed die is rolled. <b>This game.</b>"});
    return t;
  }
  CurrentOrders orders;
  if (game) orders.low_dice = game->dice_on_1_to_3;
  const auto runs = runs_of(1, 6, [&](int roll) {
    const CurrentDice found = current_dice(roll, orders);
    return std::pair{found.dice, found.source};
  });
  for (const Run& r : runs) {
    const CurrentDice found = current_dice(r.first, orders);
    std::string cell = dice_count(found.dice);
    if (found.source == CurrentSource::muster_reading)
      cell += ": <i>muster's reading.</i> Our copy has lost what " + run(r.first, r.last) + " gives; the scenario may give 0 to " +
              std::to_string(most_current_dice) + " instead";
    if (found.source == CurrentSource::scenario) cell += ": the scenario's, for our copy has lost what " + run(r.first, r.last) + " gives";
    if (game && game->speed_roll >= r.first && game->speed_roll <= r.last) cell += ". <b>This game: " + std::to_string(game->speed_roll) + ".</b>";
    t.rows.push_back({run(r.first, r.last), cell});
  }
  return t;
}

std::string formations_text(const std::vector<Formation>& formations) {
  if (formations.empty()) return "—";
  std::string text;
  for (Formation f : formations) text += text.empty() ? label_of(f) : ", " + lower_first(label_of(f));
  return text;
}

Unit unit_of(UnitKind kind, std::vector<Weapon> arms) {
  Unit unit;
  unit.kind = kind;
  unit.arms = std::move(arms);
  return unit;
}

// Primitive native horse takes its formations from its arms: the cell says both.
std::string formations_cell(UnitKind kind) {
  const auto with_firepower = formations_of(unit_of(kind, {Weapon::bow}));
  const auto without = formations_of(unit_of(kind, {Weapon::sword_or_spear}));
  if (arms_are_chosen(kind) && with_firepower != without)
    return formations_text(with_firepower) + " with firearms or bows; " + lower_first(formations_text(without)) + " without";
  return formations_text(formations_of(unit_of(kind, {})));
}

// A table of every campaign gives a camel both its counts.
std::string dice_cell(UnitKind kind, std::optional<Campaign> campaign) {
  if (!campaign && mount_of(kind) == Mount::camel)
    return std::to_string(*movement_dice(kind, Campaign::free)) + "; Sudan " + std::to_string(*movement_dice(kind, Campaign::sudan_1885));
  const auto n = movement_dice(kind, campaign.value_or(Campaign::free));
  return n ? std::to_string(*n) : "—";
}

CardTable organisation_table(const std::vector<UnitKind>& kinds, std::optional<Campaign> campaign, const Organisations& organisations) {
  CardTable t{{"Unit", "Men + leaders", "Formations", "Dice"}, {}, {2.6, 1.3, 2.5, 0.8}};
  for (UnitKind kind : kinds)
    t.rows.push_back({label_of(kind), organisation_cell(kind, organisations), formations_cell(kind), dice_cell(kind, campaign)});
  return t;
}

std::vector<UnitKind> own_kinds_of(Campaign campaign) {
  const auto general = kinds_of_every_campaign();
  std::vector<UnitKind> own;
  for (UnitKind kind : kinds_of(campaign))
    if (std::find(general.begin(), general.end(), kind) == general.end()) own.push_back(kind);
  return own;
}

// One column per force of the campaign's bases; the side's kinds in roster order down the rows.
CardTable ratio_table(Campaign campaign, bool imperial) {
  const bool mutiny = campaign == Campaign::indian_mutiny;
  CardTable t{{imperial ? (mutiny ? "British side" : "Western side") : (mutiny ? "Mutineer side" : "Chinese and Boxer side")}, {}, {3.2}};
  std::vector<RatioCounts> forces;
  for (int base : ratio_table_bases(campaign)) {
    RatioRequest request;  // cavalry and artillery used, as the scenario has them unless it says otherwise
    request.campaign = campaign;
    request.base = base;
    forces.push_back(ratio_counts(request));
    t.header.push_back(std::to_string(base));
    t.shares.push_back(0.75);
  }
  for (const KindCount& first : imperial ? forces.front().imperial : forces.front().native) {
    std::vector<std::string> row{label_of(first.kind)};
    for (const RatioCounts& force : forces) row.push_back(std::to_string(count_of(imperial ? force.imperial : force.native, first.kind)));
    t.rows.push_back(row);
  }
  return t;
}

}  // namespace

std::string organisation_cell(UnitKind kind, const Organisations& organisations) {
  const Organisation& o = organisations.of(kind);
  const std::string mark = organisation_from_text(kind) ? "" : o == default_organisation(kind) ? "*" : "\u2020";
  return std::to_string(o.rank_and_file) + " + " + std::to_string(o.leaders) + mark;
}

const std::vector<int>& ratio_table_bases(Campaign campaign) {
  // The Mutiny's counts are whole multiples of the base; the Boxer columns run
  // through a whole four so that the rounding of 5, 6 and 7 shows.
  static const std::vector<int> mutiny = {1, 2, 3, 4};
  static const std::vector<int> boxer = {4, 5, 6, 7, 8};
  static const std::vector<int> none;
  switch (campaign) {
    case Campaign::indian_mutiny: return mutiny;
    case Campaign::boxer_rebellion: return boxer;
    default: return none;
  }
}

std::vector<UnitKind> kinds_of_every_campaign() {
  std::vector<UnitKind> kinds;
  for (UnitKind kind : all_unit_kinds)
    if (campaign_fields(Campaign::indian_mutiny, kind) && campaign_fields(Campaign::boxer_rebellion, kind) && campaign_fields(Campaign::sudan_1885, kind))
      kinds.push_back(kind);
  return kinds;
}

int highest_rough_going_total() { return std::max(cavalry_movement_dice, camel_movement_dice_in_the_sudan) * 6; }

const std::vector<std::string>& reference_table_names() {
  static const std::vector<std::string> names = {"movement-dice",         "rough-going",          "current-dice",          "organisation-mutiny",
                                                 "organisation-boxer",    "organisation-sudan",   "organisation-any",      "ratios-mutiny-imperial",
                                                 "ratios-mutiny-native",  "ratios-boxer-imperial", "ratios-boxer-native"};
  return names;
}

std::optional<CardTable> reference_table(const std::string& name, const std::optional<GameNumbers>& game) {
  const Organisations organisations = game ? game->organisations : Organisations{};
  if (name == "movement-dice") return movement_dice_table();
  if (name == "rough-going") return rough_going_table();
  if (name == "current-dice") return current_dice_table(game ? game->current : std::nullopt);
  if (name == "organisation-mutiny") return organisation_table(own_kinds_of(Campaign::indian_mutiny), Campaign::indian_mutiny, organisations);
  if (name == "organisation-boxer") return organisation_table(own_kinds_of(Campaign::boxer_rebellion), Campaign::boxer_rebellion, organisations);
  if (name == "organisation-sudan") return organisation_table(own_kinds_of(Campaign::sudan_1885), Campaign::sudan_1885, organisations);
  if (name == "organisation-any") return organisation_table(kinds_of_every_campaign(), std::nullopt, organisations);
  if (name == "ratios-mutiny-imperial") return ratio_table(Campaign::indian_mutiny, true);
  if (name == "ratios-mutiny-native") return ratio_table(Campaign::indian_mutiny, false);
  if (name == "ratios-boxer-imperial") return ratio_table(Campaign::boxer_rebellion, true);
  if (name == "ratios-boxer-native") return ratio_table(Campaign::boxer_rebellion, false);
  return std::nullopt;
}

}  // namespace muster::tsatf
