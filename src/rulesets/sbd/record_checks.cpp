#include "rulesets/sbd/record_checks.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "core/counted.hpp"
#include "core/edge.hpp"
#include "core/suggest.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {

template <typename T>
T place(const std::vector<T>& places, std::size_t index) {
  return index < places.size() ? places[index] : T{};
}

std::string line_of(const SourceLocation& where) { return "line " + std::to_string(where.line); }
std::string stands(int n) { return counted(n, "stand"); }

void check_baselines_apart(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  const Edge usa = setup.side(Side::usa).baseline, csa = setup.side(Side::csa).baseline;
  if (usa == csa)
    d.error(places.baselines[index_of(Side::csa)], "both sides have their baseline on the " + edge_name(usa) + " edge",
            "give one side 'baseline: south' and the other 'baseline: north'");
}

// The week decides who attacks; a role edited alone would be silently written back as the week says.
void check_roles(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  for (Side side : both_sides) {
    const std::string role = setup.attacker() == side ? "attacker" : "defender";
    const WrittenRole& written = places.roles[index_of(side)];
    if (!written.role.empty() && written.role != role)
      d.error(written.where, side_key(side) + " is the " + role + " after the pre-battle week, not the " + written.role,
              "section 12.3 decides it from the week: change 'prebattle: attacker' and the banked sixes that decide it");
  }
}

// The rosters are drawn from the command tree: a command named twice, or hung from one that is
// not above it, would lose units or leaders from the page.
void check_command_tree(const SideSetup& own, Side side, const std::vector<CommandPlaces>& places, Diagnostics& d) {
  std::map<std::string, std::size_t> first;
  for (std::size_t i = 0; i < own.commands.size(); ++i) {
    const CommandSetup& command = own.commands[i];
    const CommandPlaces at = place(places, i);
    if (i > 0 && command.parent.empty())
      d.error(at.parent, "'" + command.name + "' has no parent, but '" + own.commands.front().name + "' already heads the " + side_key(side) + " army",
              "every command but the first names its parent");
    else if (i > 0 && !first.count(command.parent))
      d.error(at.parent, "'" + command.name + "' hangs from '" + command.parent + "', which is not a " + side_key(side) + " command listed before it",
              "a command's parent comes above it in 'commands'");
    const auto [earlier, fresh] = first.emplace(command.name, i);
    if (!fresh)
      d.error(at.name, "two " + side_key(side) + " commands are called '" + command.name + "'; the first is at " +
                           line_of(place(places, earlier->second).name),
              "give each command its own name: units find their command by it");
  }
}

void check_units_commanded(const SideSetup& own, Side side, const std::vector<UnitPlaces>& places, Diagnostics& d) {
  std::vector<std::string> names;
  for (const CommandSetup& c : own.commands) names.push_back(c.name);
  for (std::size_t i = 0; i < own.units.size(); ++i) {
    const UnitSetup& u = own.units[i];
    if (std::find(names.begin(), names.end(), u.command) != names.end()) continue;
    const auto nearest = nearest_word(u.command, names);
    d.error(place(places, i).command, u.code + "'s command '" + u.command + "' is not one of the " + side_key(side) + " commands",
            (nearest ? "did you mean '" + *nearest + "'? " : "") + "a unit's command is one listed under " + side_key(side) + "'s 'commands'");
  }
}

void check_unit_codes(const SideSetup& own, const std::vector<UnitPlaces>& places, Diagnostics& d) {
  std::set<std::string> codes;
  for (std::size_t i = 0; i < own.units.size(); ++i)
    if (!codes.insert(own.units[i].code).second)
      d.error(place(places, i).item, "unit code " + own.units[i].code + " is used twice", "every unit needs its own code");
}

const UnitSetup* unit_coded(const SideSetup& own, const std::string& code, std::size_t* index = nullptr) {
  for (std::size_t i = 0; i < own.units.size(); ++i)
    if (own.units[i].code == code) {
      if (index) *index = i;
      return &own.units[i];
    }
  return nullptr;
}

std::vector<std::string> codes_of(const SideSetup& own) {
  std::vector<std::string> codes;
  for (const UnitSetup& u : own.units) codes.push_back(u.code);
  return codes;
}

// Section 13 rates its regiments in the order the roll lists them: veterans, experienced, green.
orbat::Quality quality_by_rank(const QualityRoll& roll, int rank) {
  if (rank < roll.veterans) return orbat::Quality::veteran;
  if (rank < roll.veterans + roll.experienced) return orbat::Quality::experienced;
  return orbat::Quality::green;
}

// Each code a roll names is a regiment of its side whose quality the dice gave, and has the quality
// its place in the list gives. Its zone is not checked: the umpire may move a unit after the roll.
void check_quality_names(const Setup& setup, const QualityRoll& roll, const QualityPlaces& places, Diagnostics& d) {
  const SideSetup& own = setup.side(roll.side);
  const std::string zone = square_name(roll.zone), side = side_key(roll.side);
  for (std::size_t j = 0; j < roll.regiments.size(); ++j) {
    const std::string& code = roll.regiments[j];
    const SourceLocation where = place(places.regiments, j);
    const UnitSetup* unit = unit_coded(own, code);
    if (!unit) {
      const auto nearest = nearest_word(code, codes_of(own));
      d.error(where, "the quality roll in " + zone + " names " + code + ", which is not a " + side + " unit",
              nearest ? "did you mean '" + *nearest + "'?" : "list the codes of the " + side + " regiments it rated in " + zone);
    } else if (!unit->quality_rolled) {
      d.error(where, "the quality roll in " + zone + " names " + code + ", whose quality was not rolled",
              "a roll rates only the regiments whose quality the orbat leaves open ('rolled: true')");
    } else if (const orbat::Quality rated = quality_by_rank(roll, static_cast<int>(j)); unit->quality != rated) {
      d.error(where, "the quality roll in " + zone + " makes " + code + " " + orbat::quality_key(rated) + ", but the unit says " +
                         orbat::quality_key(unit->quality),
              "the roll rates the regiments in the order it lists them: veterans first, then experienced, then green");
    }
  }
}

// A quality roll moves stands between the regiments it rates, so that the better ones are the
// smaller (section 13); it adds none and takes none away. Every other unit keeps what it mustered.
void check_stands(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  std::array<std::set<std::string>, 2> rated;
  for (std::size_t k = 0; k < setup.quality.size(); ++k) {
    const QualityRoll& roll = setup.quality[k];
    const SideSetup& own = setup.side(roll.side);
    int now = 0, mustered = 0, moved = 0;
    for (const std::string& code : roll.regiments)
      if (const UnitSetup* unit = unit_coded(own, code); unit && rated[index_of(roll.side)].insert(code).second) {
        now += unit->stands, mustered += unit->mustered;
        moved += std::abs(unit->stands - unit->mustered);
      }
    const SourceLocation where = place(places.quality, k).item;
    if (now != mustered)
      d.error(where, "the regiments rated by the quality roll in " + square_name(roll.zone) + " have " + stands(now) + " but mustered " +
                         std::to_string(mustered),
              "the roll moves stands between them; it adds none and takes none away");
    else if (moved / 2 != roll.stands_moved)
      d.error(where, "the quality roll in " + square_name(roll.zone) + " moved " + stands(moved / 2) + ", not " + std::to_string(roll.stands_moved),
              "'stands-moved' counts the stands that went from one of its regiments to another");
  }
  for (Side side : both_sides) {
    const SideSetup& own = setup.side(side);
    for (std::size_t i = 0; i < own.units.size(); ++i) {
      const UnitSetup& u = own.units[i];
      if (rated[index_of(side)].count(u.code) || u.stands == u.mustered) continue;
      d.error(place(places.units[index_of(side)], i).stands,
              u.code + " has " + stands(u.stands) + " but mustered " + std::to_string(u.mustered),
              "only a quality roll moves stands, between the regiments it rates in one zone");
    }
  }
}

// Only the defender holds units back and loses stragglers (section 12); an attacker's unit edited
// to either was printed as if the rules allowed it.
void check_attacker_keeps_all(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  const Side attacker = setup.attacker();
  const SideSetup& own = setup.side(attacker);
  for (std::size_t i = 0; i < own.units.size(); ++i) {
    const UnitSetup& u = own.units[i];
    const SourceLocation where = place(places.units[index_of(attacker)], i).item;
    if (u.reinforcement)
      d.error(where, u.code + " is held back as a reinforcement, but only the defender holds units back",
              "the attacker's units all start on the table: write 'reinforcement: false'");
    if (!u.straggler_dice.empty())
      d.error(where, u.code + " rolled straggler dice, but only the defender's units straggle", "empty its 'straggler-dice' and write 'straggled: 0'");
  }
}

// How far `zone` lies from `side`'s baseline, in rows: 0 on the baseline itself. Counting rows
// in from an edge is its own inverse, so the row a distance gives also gives the distance.
int rows_from_baseline(const Setup& setup, Side side, Square zone) {
  return acw::row_from_edge(setup.side(side).baseline, zone.row, setup.battlefield.rows);
}

}  // namespace

void check_armies(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  check_baselines_apart(setup, places, d);
  check_roles(setup, places, d);
  for (Side side : both_sides) {
    const SideSetup& own = setup.side(side);
    check_command_tree(own, side, places.commands[index_of(side)], d);
    check_units_commanded(own, side, places.units[index_of(side)], d);
    check_unit_codes(own, places.units[index_of(side)], d);
  }
  for (std::size_t k = 0; k < setup.quality.size(); ++k) check_quality_names(setup, setup.quality[k], place(places.quality, k), d);
  check_stands(setup, places, d);
  check_attacker_keeps_all(setup, places, d);
}

void check_zones(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  for (Side side : both_sides) {
    const SideSetup& own = setup.side(side);
    std::map<Square, int> occupants;
    for (const UnitSetup& u : own.units)
      if (u.on_table()) ++occupants[u.zone];
    std::map<Square, int> counted;
    for (std::size_t i = 0; i < own.units.size(); ++i) {
      const UnitSetup& u = own.units[i];
      if (!u.on_table()) continue;
      const SourceLocation where = place(places.units[index_of(side)], i).zone;
      const bool attacking = side == setup.attacker();
      const int rows_allowed = attacking ? attacker_deployment_rows : defender_deployment_rows;
      if (const int rows = rows_from_baseline(setup, side, u.zone); rows >= rows_allowed)
        d.error(where, u.code + " stands in " + square_name(u.zone) + ", row " + std::to_string(rows + 1) + " from the " + side_key(side) +
                           " baseline, but the " + (attacking ? "attacker deploys in its first row" : "defender in its first " + std::to_string(rows_allowed)),
                attacking ? "move it to a zone of its baseline row" : "move it into those rows, or hold it back as a reinforcement");
      const TerrainRule& rule = rule_for(setup.battlefield.kind_at(u.zone));
      if (!u.is_regiment() && !rule.artillery)
        d.error(where, u.name + " stands in " + square_name(u.zone) + ", " + rule.name + ", where guns cannot go",
                "move the battery to a zone artillery can enter");
      // Reported once, at the unit that goes over the limit.
      if (++counted[u.zone] == rule.limit + 1)
        d.error(where, "zone " + square_name(u.zone) + " (" + rule.name + ") holds " + std::to_string(occupants[u.zone]) + " " + side_key(side) +
                           " units, over its limit of " + std::to_string(rule.limit),
                "move units to another zone or hold some back as reinforcements");
    }
  }
}

}  // namespace muster::sbd
