#pragma once
// The setup record of State of War: everything rolled, written so that
// `muster render` prints the same pack, and a hand edit is checked as strictly
// as a scenario is.

#include "core/record.hpp"
#include "rulesets/sow/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::sow {

Record to_record(const Setup& setup);
Setup read_record(spec::MapReader& root, const SetupHead& head);

}  // namespace muster::sow
