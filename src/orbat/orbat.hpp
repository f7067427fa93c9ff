#pragma once
// An order of battle any rule set can use: a tree of commands, each with a
// named leader, down to the units that fight. Plain aggregates; orbat files
// are read in spec/orbat_reader, recipes rolled in generate/orbat_recipe.

#include <optional>
#include <string>
#include <vector>

#include "orbat/command_tree.hpp"

namespace muster::orbat {

enum class UnitType { infantry, cavalry, battery };
enum class Quality { green, experienced, veteran };
enum class Ordnance { rifled, smoothbore };
enum class Weight { light, heavy };

inline constexpr int min_stands = 3;
inline constexpr int max_stands = 10;

std::string unit_type_key(UnitType type);     // "infantry", "cavalry", "battery"
std::string quality_key(Quality quality);     // "green", "experienced", "veteran"
std::string ordnance_key(Ordnance ordnance);  // "rifled", "smoothbore"
std::string weight_key(Weight weight);        // "light", "heavy"
std::optional<UnitType> parse_unit_type(const std::string& key);
std::optional<Quality> parse_quality(const std::string& key);
inline const std::vector<std::string> unit_type_keys = {"infantry", "cavalry", "battery"};
inline const std::vector<std::string> quality_keys = {"green", "experienced", "veteran"};

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

using Command = CommandOf<Unit>;

struct Orbat {
  std::string file;  // where it came from, for messages; "recipe" when rolled
  Command top;
};

using UnitInCommand = UnitInCommandOf<Unit>;
using CommandAtDepth = CommandAtDepthOf<Unit>;
int count_units(const Command& top, UnitType type);

}  // namespace muster::orbat
