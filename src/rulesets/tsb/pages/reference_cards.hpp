#pragma once
// The Square Brigadier's quick reference cards, from templates/tsb/qrs.yaml.

#include <string>

#include "core/paper.hpp"
#include "layout/document.hpp"
#include "layout/text_measurer.hpp"

namespace muster::tsb {

layout::Document reference_cards(Paper paper, const std::string& footer, const layout::TextMeasurer& measurer);

}  // namespace muster::tsb
