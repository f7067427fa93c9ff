#pragma once
// Viewer preferences in a finished PDF: /PrintScaling /None, so the print
// dialog offers actual size rather than fit to page, and for sheets meant for
// both sides /Duplex /DuplexFlipLongEdge. Cairo 1.16 cannot set either, so
// they are added after Cairo has written the file, as a PDF incremental
// update (ISO 32000-1, 7.5.6): a new catalog object, an xref section for it
// and a trailer pointing back at Cairo's. Cairo's bytes stay as they were.

#include <filesystem>
#include <string>

namespace muster::render {

struct ViewerPreferences {
  bool duplex_long_edge = false;
};

// `pdf` with the update appended. Throws if it is not a PDF with a classic xref table.
std::string with_viewer_preferences(std::string pdf, ViewerPreferences preferences);
// The same, applied to the file at `path` in place.
void add_viewer_preferences(const std::filesystem::path& path, ViewerPreferences preferences);

}  // namespace muster::render
