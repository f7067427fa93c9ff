#pragma once
// The shape every order of battle shares, whatever its units are: a tree of
// commands, each with a named, rated leader, down to the units that fight.
// Each rule set brings its own Unit; the tree, its walks and its reader
// (spec/command_tree_reader) are written once.

#include <optional>
#include <string>
#include <vector>

namespace muster::orbat {

// How far a leader's influence reaches is the rule set's business; the rating is the orbat's.
enum class Rating { poor, normal, charismatic, genius };
inline const std::vector<std::string> rating_keys = {"poor", "normal", "charismatic", "genius"};
std::string rating_key(Rating rating);  // "poor", "normal", "charismatic", "genius"
std::optional<Rating> parse_rating(const std::string& key);

struct Leader {
  std::string name;
  Rating rating = Rating::normal;
};

template <typename Unit>
struct CommandOf {
  std::string name;  // "1st Brigade"
  Leader leader;
  std::vector<CommandOf> commands;
  std::vector<Unit> units;
};

// Every unit of the tree, depth first in file order, with the command that holds it directly.
template <typename Unit>
struct UnitInCommandOf {
  const Unit* unit;
  const CommandOf<Unit>* command;
};

template <typename Unit>
void collect_units(const CommandOf<Unit>& command, std::vector<UnitInCommandOf<Unit>>& out) {
  for (const Unit& unit : command.units) out.push_back({&unit, &command});
  for (const auto& child : command.commands) collect_units(child, out);
}

template <typename Unit>
std::vector<UnitInCommandOf<Unit>> units_of(const CommandOf<Unit>& top) {
  std::vector<UnitInCommandOf<Unit>> out;
  collect_units(top, out);
  return out;
}

// Every command of the tree, depth first, with its depth (0 at the top).
template <typename Unit>
struct CommandAtDepthOf {
  const CommandOf<Unit>* command;
  int depth;
};

template <typename Unit>
void collect_commands(const CommandOf<Unit>& command, int depth, std::vector<CommandAtDepthOf<Unit>>& out) {
  out.push_back({&command, depth});
  for (const auto& child : command.commands) collect_commands(child, depth + 1, out);
}

template <typename Unit>
std::vector<CommandAtDepthOf<Unit>> commands_of(const CommandOf<Unit>& top) {
  std::vector<CommandAtDepthOf<Unit>> out;
  collect_commands(top, 0, out);
  return out;
}

}  // namespace muster::orbat
