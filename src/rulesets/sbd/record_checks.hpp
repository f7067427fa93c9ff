#pragma once
// The rules a hand-edited setup record must still keep, checked once the whole
// record is read: units against their commands, quality rolls against the units
// they rate, stands against what was mustered, zones against their limits.
// The reader notes where it read each piece, so that an error points at the
// line the user edited rather than at the block that holds it.

#include <array>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "rulesets/sbd/model.hpp"

namespace muster::sbd {

struct CommandPlaces {
  SourceLocation name, parent;
};

struct UnitPlaces {
  SourceLocation item, command, stands, zone;
};

struct QualityPlaces {
  SourceLocation item;
  std::vector<SourceLocation> regiments;  // each code in 'regiments'
};

// A side's 'role' is not kept in the Setup (the week decides it), so the reader keeps what it said.
struct WrittenRole {
  std::string role;  // "attacker" or "defender"
  SourceLocation where;
};

// Where the record wrote each piece the checks look at, in the order of the Setup's own vectors.
struct RecordPlaces {
  std::array<SourceLocation, 2> baselines;
  std::array<WrittenRole, 2> roles;
  std::array<std::vector<CommandPlaces>, 2> commands;
  std::array<std::vector<UnitPlaces>, 2> units;
  std::vector<QualityPlaces> quality;
};

// Baselines, commands, units' commands, quality rolls and stands: sound whatever else is wrong.
void check_armies(const Setup& setup, const RecordPlaces& places, Diagnostics& d);
// Zone limits and where guns may stand: only meaningful once every zone read is sound.
void check_zones(const Setup& setup, const RecordPlaces& places, Diagnostics& d);

}  // namespace muster::sbd
