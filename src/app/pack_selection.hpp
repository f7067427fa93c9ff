#pragma once
// `--only`: which files of a pack to print. A name is a kind of file, as the pack's
// file stems say it ("map", "umpire", "counters" for USA-counters.pdf and
// CSA-counters.pdf, "briefings" for the sides' own USA.pdf and CSA.pdf), singular or
// plural, or a side's key ("USA": every file handed to that side only). Kinds and
// sides combine: "USA,counters" is USA-counters.pdf.
//
// Selection only drops whole files from the list a rule set laid out; it never
// changes what a file holds, so it cannot carry an enemy's secret into a side's file.

#include <string>
#include <vector>

#include "rulesets/ruleset.hpp"

namespace muster::app {

// The files of `files` that `only` names, in the pack's order; all of them when
// `only` is empty. Throws InputError, with the nearest name this pack knows, for a
// name that is neither a kind of its files nor one of `side_keys`, and for a
// choice that leaves no file.
std::vector<PackFile> select_pack_files(std::vector<PackFile> files, const std::vector<std::string>& only,
                                        const std::vector<std::string>& side_keys);

// The names `--only` takes for this pack: the kinds of its files, then the side keys.
std::vector<std::string> selectable_names(const std::vector<PackFile>& files, const std::vector<std::string>& side_keys);

}  // namespace muster::app
