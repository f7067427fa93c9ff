#pragma once
// Names for armies rolled from a recipe: states that raised regiments and
// plausible officers' surnames for each side.

#include <string>

#include "generate/orbat_recipe.hpp"
#include "rulesets/acw_side.hpp"

namespace muster::acw {

NamingStyle naming_style(Side side, const std::string& army_name);

}  // namespace muster::acw
