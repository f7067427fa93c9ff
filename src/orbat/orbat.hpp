#pragma once
// An order of battle any rule set can use: a tree of commands, each with a
// named leader, down to the units that fight. Plain aggregates; orbat files
// are read in spec/orbat_reader, recipes rolled in generate/orbat_recipe.

#include <optional>
#include <string>
#include <vector>

namespace muster::orbat {

// How far a leader's influence reaches is the rule set's business; the rating is the orbat's.
enum class Rating { poor, normal, charismatic, genius };
enum class UnitType { infantry, cavalry, battery };
enum class Quality { green, experienced, veteran };
enum class Ordnance { rifled, smoothbore };
enum class Weight { light, heavy };

inline constexpr int min_stands = 3;
inline constexpr int max_stands = 10;

std::string rating_key(Rating rating);        // "poor", "normal", "charismatic", "genius"
std::string unit_type_key(UnitType type);     // "infantry", "cavalry", "battery"
std::string quality_key(Quality quality);     // "green", "experienced", "veteran"
std::string ordnance_key(Ordnance ordnance);  // "rifled", "smoothbore"
std::string weight_key(Weight weight);        // "light", "heavy"
std::optional<Rating> parse_rating(const std::string& key);
std::optional<UnitType> parse_unit_type(const std::string& key);
std::optional<Quality> parse_quality(const std::string& key);
inline const std::vector<std::string> rating_keys = {"poor", "normal", "charismatic", "genius"};
inline const std::vector<std::string> unit_type_keys = {"infantry", "cavalry", "battery"};
inline const std::vector<std::string> quality_keys = {"green", "experienced", "veteran"};

struct Leader {
  std::string name;
  Rating rating = Rating::normal;
};

struct Unit {
  std::string name;
  UnitType type = UnitType::infantry;
  int stands = 0;                   // regiments: 3-10 stands of about 75 men
  int guns = 0;                     // batteries: 4 or 6
  Ordnance ordnance = Ordnance::rifled;
  Weight weight = Weight::light;
  std::optional<Quality> quality;   // empty: left to the rule set (e.g. a quality roll)
  bool is_regiment() const { return type != UnitType::battery; }
};

struct Command {
  std::string name;  // "1st Brigade"
  Leader leader;
  std::vector<Command> commands;
  std::vector<Unit> units;
};

struct Orbat {
  std::string file;  // where it came from, for messages; "recipe" when rolled
  Command top;
};

// Every unit of the tree, depth first in file order, with the command that holds it directly.
struct UnitInCommand {
  const Unit* unit;
  const Command* command;
};
std::vector<UnitInCommand> units_of(const Command& top);
// Every command of the tree, depth first, with its depth (0 at the top).
struct CommandAtDepth {
  const Command* command;
  int depth;
};
std::vector<CommandAtDepth> commands_of(const Command& top);
int count_units(const Command& top, UnitType type);

}  // namespace muster::orbat
