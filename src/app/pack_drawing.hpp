#pragma once
// The drawing half of `write_pack`: every PDF of a pack, and with --png or --svg
// every page as an image, drawn into the staging folder on a few threads at once.
// Each file is drawn whole by one thread, with a Pango font map of that thread's
// own (render/typesetter.hpp), so its bytes are those a single thread draws; the
// order the files are drawn in changes only how long the pack takes.

#include <optional>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "app/progress_line.hpp"
#include "core/staged_folder.hpp"
#include "render/fonts.hpp"
#include "render/writers.hpp"

namespace muster::app {

// More threads than this buy nothing: a pack has about ten files, and its one or two
// largest take most of the time; each thread also keeps a document and its fonts.
inline constexpr unsigned most_drawing_threads = 4;

// How many threads draw a pack: `asked` if given, else the MUSTER_JOBS environment
// variable (1 draws one file at a time), else one per core, at most most_drawing_threads.
// Throws InputError for a MUSTER_JOBS that is not a whole number from 1 to 64.
unsigned drawing_threads(std::optional<unsigned> asked);

// Pages to draw in all: each PDF page once, and again for each image format asked for.
long long pages_to_draw(const std::vector<PackFile>& files, const PackOutputs& outputs);

// Draws `files` into `staged` on `threads` threads, adding each page drawn to `progress`.
// Returns the names written in the pack's order (each PDF, then its page images). Each
// document's pages are freed once everything made from them is written. The first
// failure is thrown once no thread draws any more; nothing is committed here.
std::vector<std::string> draw_pack_files(StagedFolder& staged, std::vector<PackFile>& files, const PackOutputs& outputs,
                                         const render::FontLibrary& fonts, const render::PdfInfo& info, unsigned threads,
                                         SharedProgress& progress);

}  // namespace muster::app
