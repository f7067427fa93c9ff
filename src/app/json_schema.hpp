#pragma once
// A JSON Schema (draft 2020-12) for one kind of file, written from the keys the
// readers were seen to take (app/key_explorer): types, bounds, choices and
// defaults as the readers check them; no key the readers do not know.

#include <string>

#include "app/key_explorer.hpp"

namespace muster::app {

std::string json_schema(const KeyMap& keys, const std::string& title);
// "tsr-scenario.json": the name the schema is installed under and modelines point at.
std::string schema_file_name(const std::string& ruleset, FileKind kind);
std::string kind_name(FileKind kind);
// One line on what a place holds: "how many hills: a whole number from 1 to 40; default 12".
std::string describe(const KeyPlace& place);

}  // namespace muster::app
