#pragma once
// The starter scenario `muster new` writes: every key the rule set's reader
// takes (app/key_explorer), with its default and what it holds, so that it
// cannot fall behind the reader. Keys without a default (lists, files, blocks
// named by the file) are shown commented out, so the file reads as written.

#include <string>

namespace muster::app {

std::string starter_scenario(const std::string& ruleset);

}  // namespace muster::app
