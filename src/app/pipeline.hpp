#pragma once
// The stages of DESIGN.md section 1 put together: load a scenario or a record,
// roll, lay out, draw into a pack folder.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "core/paper.hpp"
#include "rulesets/ruleset.hpp"

namespace muster::app {

inline const std::string default_scenario_path = "scenarios/tsr-liquor-store.yaml";

struct LoadOptions {
  std::optional<Paper> paper;  // overrides the file's
};

// Reads and checks a scenario file; "" means the built-in default scenario. Throws InputError with every problem.
std::unique_ptr<LoadedScenario> load_scenario(const std::string& path, const LoadOptions& options = {});
std::unique_ptr<RolledSetup> load_record(const std::string& path, const LoadOptions& options = {});
// The same from text already in memory (the fuzzers read this way): `file` names
// it in messages and places the orbat files a scenario names beside it.
std::unique_ptr<LoadedScenario> load_scenario_text(std::string text, const std::string& file, const LoadOptions& options = {});
std::unique_ptr<RolledSetup> load_record_text(std::string text, const std::string& file, const LoadOptions& options = {});
// The same from a document already parsed (the key explorer listens to the readers walk its nodes).
std::unique_ptr<LoadedScenario> load_scenario_node(const spec::Node& root, const LoadOptions& options = {});
std::unique_ptr<RolledSetup> load_record_node(const spec::Node& root, const LoadOptions& options = {});

// A scenario with the variants its 'compare' key asks for (none without it), each read
// and checked as a whole scenario. Only `muster simulate` rolls the variants; every
// command that loads a scenario checks them.
struct NamedScenario {
  std::string label;
  std::unique_ptr<LoadedScenario> scenario;
};
struct ScenarioWithVariants {
  std::unique_ptr<LoadedScenario> scenario;
  std::vector<NamedScenario> variants;
};
ScenarioWithVariants load_scenario_variants(const std::string& path, const LoadOptions& options = {});
ScenarioWithVariants load_scenario_variants_text(std::string text, const std::string& file, const LoadOptions& options = {});

// --seed, else the scenario's seed, else a fresh one.
std::uint64_t choose_seed(std::optional<std::uint64_t> from_command_line, const LoadedScenario& scenario);

// "the-liquor-store": a scenario's name as a file name.
std::string scenario_slug(const std::string& scenario_name);

// "output/the-liquor-store-d2ce9e": named by the pack check code every footer
// carries, not by the seed, so a copied or shared folder gives nothing away.
std::filesystem::path default_pack_folder(const std::string& scenario_name, std::uint64_t seed);

struct PackResult {
  std::filesystem::path folder;
  std::vector<std::string> files;
};

// Writes setup.yaml (or `record_text` as given) and every PDF `outputs` selects, all or
// nothing: setup.yaml always, so that a partial pack can be rendered whole again.
// The most pages one pack may hold: a 26 x 45 TSR board tiled at 1:1 takes
// about 300; beyond this a pack is a mistake in the scenario (a huge board
// tiled on small paper), and laying it out would take minutes and gigabytes.
inline constexpr std::size_t most_pack_pages = 600;

// What a pack folder holds besides setup.yaml, as the command line asked.
struct PackOutputs {
  std::vector<std::string> only;   // --only: the files to print (pack_selection.hpp); empty: all
  std::optional<double> png_dpi;   // --png: every page also as a PNG
  bool svg = false;                // --svg: every page also as an SVG
  std::optional<unsigned> threads = {};  // drawing threads; none: MUSTER_JOBS, else one per core (pack_drawing.hpp)
  SourceLocation oversize_at = {};       // where a pack of too many pages is blamed (oversize_location)
};

// The place to blame for a pack of more than most_pack_pages pages, in the scenario or
// record `file`: its 'print: map-tiles' key, else its board's (board, battlefield, table).
SourceLocation oversize_location(const std::string& file);
// Lays out the whole pack of `setup` and refuses it at `where` when it has more than
// most_pack_pages pages: `muster check` runs what `generate` would refuse.
void refuse_oversized_pack(const RolledSetup& setup, const SourceLocation& where);

// Page image names sort in page order: "map-01.png" ... "map-12.png", padded to the
// digits of the document's page count.
std::string page_file_name(const std::string& stem, std::size_t page_index, std::size_t page_count, const std::string& extension);

PackResult write_pack(const RolledSetup& setup, const std::filesystem::path& folder, const std::optional<std::string>& record_text,
                      const PackOutputs& outputs);
std::string record_text(const RolledSetup& setup);

}  // namespace muster::app
