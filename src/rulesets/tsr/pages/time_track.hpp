#pragma once
#include "layout/page_builder.hpp"
#include "rulesets/tsr/model.hpp"

namespace muster::tsr {
// A strip of hour boxes from the start to dusk, then the after-dusk box, to move a marker along.
void add_time_track(layout::PageBuilder& builder, const Timeline& timeline);
}
