#pragma once
// A side's name, colour and baseline, read and written alike by every rule
// set; and the 'sides:' of rule sets whose scenario names its own two sides.

#include <array>
#include <functional>
#include <span>

#include "core/record.hpp"
#include "core/side_identity.hpp"
#include "spec/map_reader.hpp"

namespace muster::spec {

inline constexpr std::size_t max_side_name = 32;
inline constexpr std::size_t max_side_key = 16;
// Where the American Civil War rule sets allow a baseline: they read their board from the south.
inline constexpr std::array<Edge, 2> north_or_south = {Edge::south, Edge::north};

// Reads 'name', 'colour' and 'baseline' (one of `edges`) from a side's block, keeping what is absent.
// No edges: the rule set rolls the edges, and 'baseline' is not a key.
void read_side_identity(MapReader& reader, SideIdentity& side, std::span<const Edge> edges);
// The same three keys, for a side's block in a setup record.
void add_side_identity(Record& side_record, const SideIdentity& side);

// "British": letters, digits, '-' and '_', starting with a letter; it names files of the pack.
bool is_valid_side_key(const std::string& key);

// 'sides:' holding exactly two blocks whose keys the scenario chooses (sides: {British: {...}, Boers: {...}}).
// Absent, the defaults stand. `read_rest` reads a side's rule-set keys after its identity. Two sides whose
// keys differ only in case, or whose baselines are the same edge, are errors. `baselines`: the edges a
// side may choose; none where the rule set rolls them.
using SideRestReader = std::function<void(MapReader& side_block, const SideIdentity& side, std::size_t index)>;
std::array<SideIdentity, 2> read_named_sides(MapReader& root, const std::array<SideIdentity, 2>& defaults,
                                             const SideRestReader& read_rest, std::span<const Edge> baselines = all_edges);

}  // namespace muster::spec
