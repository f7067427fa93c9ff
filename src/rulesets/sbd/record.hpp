#pragma once
// The setup record of a Short But Desperate pack: written after a roll,
// read back (and checked as strictly as a scenario) by `muster render`.

#include "core/record.hpp"
#include "rulesets/sbd/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::sbd {

Record to_record(const Setup& setup);
Setup read_record(spec::MapReader& root, const SetupHead& head);

}  // namespace muster::sbd
