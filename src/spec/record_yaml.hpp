#pragma once
#include <string>

#include "core/record.hpp"

namespace muster::spec {
// YAML text for a record, keys in the order they were added.
std::string to_yaml(const Record& record, const std::string& leading_comment = {});
}
