#pragma once
// The fonts muster sets text in: only those in the project's fonts/ folder,
// loaded into a private fontconfig, so output never depends on the machine.

#include <filesystem>
#include <memory>

#include "layout/text_measurer.hpp"

namespace muster::render {

class Typesetter;

class FontLibrary {
 public:
  // Throws std::runtime_error if the folder or the expected families are missing.
  explicit FontLibrary(const std::filesystem::path& fonts_dir);
  ~FontLibrary();
  FontLibrary(const FontLibrary&) = delete;
  FontLibrary& operator=(const FontLibrary&) = delete;

  // Measures text exactly as the renderer will set it.
  const layout::TextMeasurer& measurer() const;
  // Draws on the thread that made the library (other threads make their own, typesetter.hpp).
  Typesetter& typesetter() const;

  struct Impl;
  Impl& impl() const { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

// Where the fonts are: $MUSTER_FONTS, else fonts/ beside or above the executable, else the source tree's.
std::filesystem::path find_fonts_dir();

}  // namespace muster::render
