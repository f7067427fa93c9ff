#pragma once
// The setup record of The Sword and the Flame: everything rolled, written so
// that `muster render` prints the same pack, and a hand edit is checked as
// strictly as a scenario: the units against the campaign's organisation, the
// current against its dice, the roll-off against the side it names, and every
// camel-shy die against its result.

#include "core/record.hpp"
#include "rulesets/tsatf/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsatf {

Record to_record(const Setup& setup);
Setup read_record(spec::MapReader& root, const SetupHead& head);

// A force's units as a list file writes them, read back by read_force_list.
Record force_list_record(const Force& force);
// The scenario's changes to the rulebook kinds' organisation, as 'organisation:' reads them.
Record organisation_record(const Organisations& organisations);

}  // namespace muster::tsatf
